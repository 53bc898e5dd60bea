import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { notFoundWords } from "@/lib/i18n/islands/errors";

// The title the Tamil 404 wears: Next.js resolves a page's metadata before it renders, so the not-found boundary's
// own export is not reached when the page itself calls notFound() (seen in CI: the layout's default title).
export const metadata: Metadata = { title: notFoundWords("ta").metaTitle, robots: { index: false } };

/** Any /ta address with no Tamil page: the Tamil 404 (app/ta/not-found.tsx), inside the Tamil chrome. */
export default function MissingTamilPage() {
  notFound();
}
