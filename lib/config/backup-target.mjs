// Where the books are backed up to (issue 37): BACKUP_URL, parsed once for the launcher (scripts/lib/backup.mjs),
// the restore (scripts/db-restore.mjs) and the site's configuration (lib/config/index.ts). Plain JavaScript, so the
// launcher can use it without a build; typed by target.d.mts.
//
// Forms (what Litestream replicates to):
//   file:///absolute/folder            a folder, ideally on another disk (a mounted USB disk, a NAS share)
//   s3://bucket/path                   any S3-compatible store; BACKUP_S3_ENDPOINT (for one that is not AWS),
//                                      BACKUP_S3_REGION, and the credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY
//   sftp://user@host[:port]/path       an SSH server; the password in BACKUP_SFTP_PASSWORD or a key in BACKUP_SFTP_KEY_PATH
//   gs://bucket/path, abs://account@container/path   Google Cloud Storage, Azure Blob Storage (their own credentials)
// Unset: .data/backup beside the database, with a warning that a copy on the same disk is not a backup.

export const BACKUP_KINDS = ["file", "s3", "sftp", "gs", "abs"];

/** The default target when BACKUP_URL is unset: inside the data folder, so on the same disk. */
export const DEFAULT_BACKUP_DIR = ".data/backup";

/**
 * The target of `raw` (BACKUP_URL), or throws an Error saying what is wrong. `root` resolves the default folder;
 * `env` holds BACKUP_S3_ENDPOINT (the caller's environment: lib/config/index.ts for the site, the launcher's for scripts).
 * The result never holds a secret in `display` (no password, no query string).
 */
export function parseBackupTarget(raw, { root = process.cwd(), env = {} } = {}) {
  const value = (raw ?? "").trim();
  if (!value) {
    const folder = joinPath(root, DEFAULT_BACKUP_DIR);
    return { kind: "file", url: `file://${folder}`, display: `file://${folder}`, path: folder, isDefault: true };
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`BACKUP_URL="${redact(value)}" is not a URL (file:///folder, s3://bucket/path, sftp://user@host/path, gs://…, abs://…)`);
  }
  const kind = url.protocol.replace(/:$/, "");
  if (!BACKUP_KINDS.includes(kind)) {
    throw new Error(`BACKUP_URL must start with file://, s3://, sftp://, gs:// or abs:// (got ${kind}://)`);
  }
  if (url.search || url.hash)
    throw new Error("BACKUP_URL takes no query or fragment: give the endpoint, region and credentials in their own variables");
  if (url.password) throw new Error("BACKUP_URL must not hold a password: give it in BACKUP_SFTP_PASSWORD (or the store's own credential variables)");
  if (kind === "file") {
    if (url.host) throw new Error("BACKUP_URL=file://… must be an absolute folder with three slashes, e.g. file:///mnt/backup/panels");
    const folder = decodeURIComponent(url.pathname).replace(/\/+$/, "") || "/";
    if (folder === "/") throw new Error("BACKUP_URL=file:/// must name a folder, not the root");
    return { kind, url: `file://${folder}`, display: `file://${folder}`, path: folder, isDefault: false };
  }
  if (!url.hostname) throw new Error(`BACKUP_URL=${kind}://… must name its ${kind === "sftp" ? "host" : "bucket"}`);
  if (kind === "s3") {
    const endpoint = env.BACKUP_S3_ENDPOINT?.trim();
    if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
      throw new Error("BACKUP_S3_ENDPOINT must be an http(s) address such as https://s3.example.com");
  }
  const display = `${kind}://${url.username ? `${url.username}@` : ""}${url.host}${url.pathname}`;
  return { kind, url: display, display, path: null, isDefault: false };
}

function joinPath(root, rel) {
  return `${root.replace(/\/+$/, "")}/${rel}`;
}

function redact(value) {
  return value.replace(/\/\/([^/@]*):[^/@]*@/, "//$1:***@").slice(0, 200);
}
