import { CutListPage, cutListMetadata } from "@/components/cut-list/CutListPage";

export const generateMetadata = () => cutListMetadata("ta");

/** As its English twin: the workshop's boards as they are now, per request. */
export const dynamic = "force-dynamic";

/** /ta/cut-list: the cut list in Tamil. */
export default function TamilCutListPage() {
  return <CutListPage locale="ta" />;
}
