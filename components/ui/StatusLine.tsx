import type { ConsoleStatus } from "@/lib/client/console-save";

/**
 * What the last save said (a console's, the account page's): a status, or an alert when it was refused. `boxed` sets it apart above a list (the
 * gallery's and services' actions), where it is not beside the button that was pressed.
 */
export function StatusLine({ status, boxed = false, className = "" }: { status: ConsoleStatus; boxed?: boolean; className?: string }) {
  if (!status.text) return null;
  const tone = status.ok ? "text-brand-800" : "text-red-800";
  const box = !boxed
    ? ""
    : status.ok
      ? "mt-4 rounded-md border border-brand-200 bg-brand-50 px-3 py-2"
      : "mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2";
  return (
    <p role={status.ok ? "status" : "alert"} className={`text-sm ${tone} ${box} ${className}`}>
      {status.text}
    </p>
  );
}
