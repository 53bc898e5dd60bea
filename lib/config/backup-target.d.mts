/** Types of ./target.mjs. */
export type BackupKind = "file" | "s3" | "sftp" | "gs" | "abs";
export interface BackupTarget {
  kind: BackupKind;
  /** The replica URL Litestream is given (no secret). */
  url: string;
  /** What the site may show (no secret). */
  display: string;
  /** The folder, for file:// targets. */
  path: string | null;
  /** True when BACKUP_URL is unset and the backup goes to .data/backup, on the database's own disk. */
  isDefault: boolean;
}
export declare const BACKUP_KINDS: readonly BackupKind[];
export declare const DEFAULT_BACKUP_DIR: string;
export declare function parseBackupTarget(
  raw: string | undefined,
  options?: { root?: string; env?: Record<string, string | undefined> },
): BackupTarget;
