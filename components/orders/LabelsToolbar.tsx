import Link from "next/link";
import { PrintButton } from "./PrintButton";
import { a4SheetsText, ROLL_TEXT } from "./LabelSheets";

/** The labels page's bar (hidden in print): back to where they came from, print, and the other layout. */
export function LabelsToolbar({
  back,
  backLabel,
  path,
  count,
  roll,
}: {
  back: string;
  backLabel: string;
  path: string;
  count: number;
  roll: boolean;
}) {
  const link = "text-sm font-medium text-brand-700 underline-offset-2 hover:underline";
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <Link href={back} className={link}>
        ← {backLabel}
      </Link>
      <PrintButton label={`Print ${count} labels`} />
      <Link href={`${path}${roll ? "" : "?layout=roll"}`} className={link}>
        {roll ? "A4 sheet of 24 instead" : "100 × 50 mm label printer instead"}
      </Link>
      <p className="w-full text-sm text-ink-muted">{roll ? ROLL_TEXT : a4SheetsText(count)}</p>
    </div>
  );
}
