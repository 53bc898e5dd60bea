import DatabaseBackup from "lucide-react/icons/database-backup";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { adminAccess } from "@/lib/auth/dal";
import { backupStatus, type BackupState } from "@/lib/backup/status";
import { formatWhen } from "@/lib/format/date";
import { unreadRestoreNotices } from "@/lib/backup/restore-notice";
import { RestoreNoticeRead } from "./RestoreNoticeRead";

const SERIES_WORDS = {
  order: "Order references",
  invoice: "Tax invoice numbers",
  "credit-note": "Credit note numbers",
  challan: "Delivery challan numbers",
  batch: "Cutting batch numbers",
} as const;

const STATE_WORDS: Record<BackupState, string> = {
  off: "Not run by this server",
  starting: "Starting",
  ok: "Up to date",
  behind: "Behind",
  failing: "Failing",
  unknown: "Not reporting",
};

const KIND_WORDS: Record<string, string> = {
  file: "a folder",
  s3: "an S3 store",
  sftp: "an SFTP server",
  gs: "Google Cloud Storage",
  abs: "Azure Blob Storage",
};

/**
 * The console home's backup line (issue 37): whether the books are being copied, where to, when the newest change
 * reached the copy, and a warning when the copy is behind by more than 10 minutes, failing, or on the database's own
 * disk. Server-rendered from the launcher's status (lib/backup/status.ts).
 */
export async function BackupPanel() {
  if (!(await adminAccess("backup.read")).ok) return null;
  const [s, restores] = await Promise.all([backupStatus(), unreadRestoreNotices().catch(() => [])]);
  const warn = s.warnings.length > 0;
  return (
    <>
      {restores.map((r) => (
        <section
          key={r._id}
          aria-labelledby={`${r._id}-title`}
          data-testid="restore-notice"
          className="mb-4 grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <h2 id={`${r._id}-title`} className="inline-flex items-center gap-2 text-lg font-semibold">
            <TriangleAlert aria-hidden="true" className="size-5" />
            The books were restored from the backup on {formatWhen(r.restoredAt)}
          </h2>
          <p>
            {r.lastChangeAt
              ? `The newest order in the restored books was placed on ${formatWhen(r.lastChangeAt)}. Anything done after it and before the failure (orders, payments, invoices) could not be recovered${r.asOf ? ` (the books were restored as they were on ${formatWhen(r.asOf)})` : ""}.`
              : "The restored books hold no order yet. Anything done before the failure that is not in them could not be recovered."}{" "}
            So that no number is ever given twice, these were skipped. If a customer holds one of them, their order was lost: ask them to place it
            again, and tell the accountant about any skipped invoice number.
          </p>
          <ul className="tabular grid gap-1 font-semibold">
            {r.skipped.map((k) => (
              <li key={k.counter}>
                {SERIES_WORDS[k.series]}: {k.first} to {k.last}
              </li>
            ))}
          </ul>
          <RestoreNoticeRead id={r._id} />
        </section>
      ))}
      <section
        aria-labelledby="backup-title"
        data-testid="backup-panel"
        data-state={s.state}
        className={`mb-8 grid gap-2 rounded-lg border p-4 ${warn ? "border-amber-400 bg-amber-50" : "border-rule bg-white"}`}
      >
        <h2 id="backup-title" className="inline-flex items-center gap-2 text-lg font-semibold text-ink">
          <DatabaseBackup aria-hidden="true" className="size-5" />
          Backup of the books: {STATE_WORDS[s.state]}
        </h2>
        {s.state === "off" ? (
          <p className="text-sm text-ink-muted">
            This server runs on a database it does not back up itself (MongoDB: use its own backups, see the README, “Backup and restore”).
          </p>
        ) : (
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-ink-muted">Copied to</dt>
            <dd className="break-all text-ink">{s.kind ? `${KIND_WORDS[s.kind]}: ${s.target}` : "—"}</dd>
            <dt className="text-ink-muted">Newest change in the copy</dt>
            <dd className="tabular text-ink">{s.lastReplicatedAt ? formatWhen(s.lastReplicatedAt) : "none yet"}</dd>
            <dt className="text-ink-muted">Waiting to be copied</dt>
            <dd className="tabular text-ink">{s.lagSeconds ? `${Math.ceil(s.lagSeconds / 60)} min` : "nothing"}</dd>
          </dl>
        )}
        {warn && (
          <ul className="grid gap-1 text-sm font-semibold text-amber-950" data-testid="backup-warnings">
            {s.warnings.map((w) => (
              <li key={w} className="flex gap-2">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {w}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
