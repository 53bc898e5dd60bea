import { CutListPage, cutListMetadata } from "@/components/cut-list/CutListPage";

export const generateMetadata = () => cutListMetadata("en");

/** The workshop's boards as they are now (the console edits them): rendered per request. */
export const dynamic = "force-dynamic";

export default function EnglishCutListPage() {
  return <CutListPage locale="en" />;
}
