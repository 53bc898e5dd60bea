import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";

/** A console address that names nothing (a mistyped link, an old bookmark, an order or batch that is not there): said plainly, with the way back. */
export default function ConsoleNotFound() {
  return (
    <section aria-labelledby="missing-title" className="grid gap-3 py-6">
      <h1 id="missing-title" className="text-2xl font-semibold text-brand-800">
        Not found in the console
      </h1>
      <p className="text-ink-muted">
        Nothing here has this address: the page, order, batch or offcut it names may be mistyped or gone. The console&apos;s pages are in the menu
        above.
      </p>
      <p>
        <Link href="/admin" className={buttonClass("secondary", "sm")}>
          Back to the console
        </Link>
      </p>
    </section>
  );
}
