// The socket of an embedded database folder and its MongoDB URI. Split from
// embedded-db.mjs (whose `embeddedDbLocation()` is what scripts call) because
// Playwright's config loader cannot import a module that uses import.meta.
import path from "node:path";

export const SOCKET_NAME = "db.sock";

/** The socket of the embedded database kept in `dir` (an absolute path). */
export function socketOf(dir) {
  return path.join(dir, SOCKET_NAME);
}

/** The MongoDB URI of a Unix socket: its path percent-encoded as the host (the driver's form). */
export function socketUri(socket, dbName = "panels") {
  return `mongodb://${encodeURIComponent(socket)}/${dbName}`;
}
