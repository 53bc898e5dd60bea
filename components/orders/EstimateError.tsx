import type { ApiError } from "@/lib/client/api/request";
import { fill } from "@/lib/i18n/template";

/** The server's refusal of an estimate: its message, and up to eight rows named by their number and field. */
export function EstimateError({ error, rowError, fields }: { error: ApiError; rowError: string; fields: Record<string, string> }) {
  const rows = Object.entries(error.errors ?? {}).map(([field, reason]) => {
    const m = /^cutList\.rows\.(\d+)\.(\w+)/.exec(field);
    return m ? fill(rowError, { row: Number(m[1]) + 1, field: fields[m[2]] ?? m[2], reason }) : `${field}: ${reason}`;
  });
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{error.message}</p>
      {rows.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {rows.slice(0, 8).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
