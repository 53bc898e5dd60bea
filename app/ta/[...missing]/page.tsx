import { notFound } from "next/navigation";

/** Any /ta address with no Tamil page: the Tamil 404 (app/ta/not-found.tsx), inside the Tamil chrome. */
export default function MissingTamilPage() {
  notFound();
}
