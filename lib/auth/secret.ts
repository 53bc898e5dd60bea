import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";
import { ConfigurationError } from "@/lib/errors";

/** HS256 needs a key at least as long as its output: 32 bytes. */
const AUTH_SECRET_MIN_BYTES = 32;

const DEV_SECRET_FILE = ".data/auth-secret";

let cached: { source: string; key: Uint8Array } | null = null;

/** The development secret: generated once, kept in the git-ignored .data/ folder (as `npm start` does). */
function developmentSecret(cwd: string): string {
  const file = path.join(cwd, DEV_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  console.warn(`[auth] AUTH_SECRET is not set: generated a development secret in ${DEV_SECRET_FILE}`);
  return secret;
}

/**
 * The signing key, checked at first use (not at import, so that `next build`
 * works without a secret). Production without AUTH_SECRET, or with one that is
 * too short, refuses to sign or verify anything.
 */
export function authSecretKey(env?: NodeJS.ProcessEnv, cwd = process.cwd()): Uint8Array {
  let secret = config(env).AUTH_SECRET;
  if (!secret) {
    if ((env?.NODE_ENV ?? process.env.NODE_ENV) === "production") {
      throw new ConfigurationError("AUTH_SECRET is not set. Set it to a random string of at least 32 bytes, e.g. `openssl rand -base64 48`.");
    }
    secret = developmentSecret(cwd);
  }
  if (cached && cached.source === secret) return cached.key;
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < AUTH_SECRET_MIN_BYTES) {
    throw new ConfigurationError(`AUTH_SECRET is too short: it must be at least ${AUTH_SECRET_MIN_BYTES} bytes.`);
  }
  cached = { source: secret, key };
  return key;
}
