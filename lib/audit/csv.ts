import { toCsv } from "@/lib/util/csv";
import { AUDIT_ACTION_LABEL, type AuditEntryView } from "./types";

/** A month of the audit log for the accountant or the owner: one row per entry, oldest first (the one CSV writer). */
export function auditCsv(entries: AuditEntryView[]): string {
  const rows = entries.map((e) => [
    e.at,
    "device" in e.actor ? e.actor.device : e.actor.name,
    "device" in e.actor ? `station phone (${e.actor.stations.join(", ")})` : e.actor.role,
    AUDIT_ACTION_LABEL[e.action] ?? e.action,
    e.order ?? "",
    JSON.stringify(e.detail),
  ]);
  return toCsv(["When (UTC)", "Who", "Role", "What", "Order", "Detail"], rows);
}
