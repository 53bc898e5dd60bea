import "server-only";
import { readFile } from "node:fs/promises";
import { config } from "@/lib/config";
import type { BackupKind } from "../config/backup-target.mjs";

/** Past this the console warns that the backup is behind (issue 37). */
export const BACKUP_LAG_WARN_SECONDS = 10 * 60;
/** The launcher writes the state every few seconds; older than this, it is not running. */
const STALE_MS = 60_000;

export type BackupState = "off" | "starting" | "ok" | "behind" | "failing" | "unknown";

/** The backup as the console shows it (no secret: the target's address carries no password). */
export interface BackupStatus {
  state: BackupState;
  kind: BackupKind | null;
  target: string | null;
  /** When the newest write reached the backup (ISO), null before the first. */
  lastReplicatedAt: string | null;
  /** How long the newest write has waited to reach the backup (0: caught up). */
  lagSeconds: number;
  /** The backup is on the database's own disk (or BACKUP_URL is unset): no protection against a dead disk. */
  sameDisk: boolean;
  checkedAt: string | null;
  error: string | null;
  /** What the owner should know, in words; empty when all is well. */
  warnings: string[];
}

/** What /api/health may say to anyone: no address, no error text. */
export type PublicBackupStatus = Pick<BackupStatus, "state" | "kind" | "lastReplicatedAt" | "lagSeconds" | "sameDisk">;

interface StatusFile {
  state?: BackupState;
  kind?: BackupKind;
  target?: string;
  isDefault?: boolean;
  sameDisk?: boolean;
  lastReplicatedAt?: string | null;
  lagSeconds?: number;
  checkedAt?: string;
  error?: string;
}

/**
 * The backup's state, from the file the launcher keeps (scripts/lib/backup.mjs; BACKUP_STATUS_FILE). "off" when
 * the site runs without the launcher's backup (MongoDB: its own backups, docs; or a test server).
 */
export async function backupStatus(now = Date.now()): Promise<BackupStatus> {
  const file = config().BACKUP_STATUS_FILE;
  const off: BackupStatus = {
    state: "off",
    kind: null,
    target: null,
    lastReplicatedAt: null,
    lagSeconds: 0,
    sameDisk: false,
    checkedAt: null,
    error: null,
    warnings: [],
  };
  if (!file) return off;
  let raw: StatusFile;
  try {
    raw = JSON.parse(await readFile(file, "utf8")) as StatusFile;
  } catch {
    return { ...off, state: "unknown", warnings: ["The backup has not reported yet."] };
  }
  const stale = !raw.checkedAt || now - Date.parse(raw.checkedAt) > STALE_MS;
  const status: BackupStatus = {
    state: stale ? "unknown" : (raw.state ?? "unknown"),
    kind: raw.kind ?? null,
    target: raw.target ?? null,
    lastReplicatedAt: raw.lastReplicatedAt ?? null,
    lagSeconds: Math.max(0, Math.round(raw.lagSeconds ?? 0)),
    sameDisk: !!(raw.sameDisk || raw.isDefault),
    checkedAt: raw.checkedAt ?? null,
    error: raw.error ?? null,
    warnings: [],
  };
  if (stale) status.warnings.push("The backup has not reported for over a minute: is it running?");
  if (status.state === "failing") status.warnings.push(`The backup is failing${status.error ? `: ${status.error}` : ""}.`);
  if (status.lagSeconds > BACKUP_LAG_WARN_SECONDS)
    status.warnings.push(`The newest changes have waited ${Math.round(status.lagSeconds / 60)} minutes to reach the backup.`);
  if (raw.isDefault)
    status.warnings.push(
      "BACKUP_URL is not set: the backup is a copy on the database's own disk, which is not a backup. Set BACKUP_URL to another disk or a store.",
    );
  else if (status.sameDisk) status.warnings.push("The backup is on the same disk as the database: it will not survive that disk.");
  return status;
}

export const publicBackupStatus = (s: BackupStatus): PublicBackupStatus => ({
  state: s.state,
  kind: s.kind,
  lastReplicatedAt: s.lastReplicatedAt,
  lagSeconds: s.lagSeconds,
  sameDisk: s.sameDisk,
});
