import type { Metadata } from "next";
import { NotFoundBody } from "@/components/errors/NotFoundBody";
import { notFoundWords } from "@/lib/i18n/islands/errors";

export const metadata: Metadata = {
  title: notFoundWords("ta").metaTitle,
  robots: { index: false },
};

/** The Tamil 404 (issue 52): a Tamil reader who mistypes an address under /ta reads Tamil, in the Tamil chrome. */
export default function TamilNotFound() {
  return <NotFoundBody locale="ta" />;
}
