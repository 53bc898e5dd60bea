/**
 * A whole cut list in a link: `/cut-list#list=<data>`, the list as JSON,
 * deflated and in base64url. It rides in the WhatsApp message when the list is
 * too long to write out part by part (lib/cutting/list/share.ts), so every
 * message that leaves the site carries all of it. The fragment never reaches
 * a server: the workshop's phone opens the page and adds the parts from it.
 * Uses the platform's CompressionStream (browsers since 2023, Node 18+).
 */
import type { CutList, CutListRow } from "./types";

export const LIST_FRAGMENT = "list=";
/** Longest link put in a message; a list whose link would be longer (several hundred parts) asks for the file instead. */
export const MAX_LINK_CHARS = 6000;
const VERSION = 1;

const canCompress = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";

/** Most a link's list may inflate to: the largest list the schemas accept is well under it; a crafted link cannot fill the phone's memory. */
const MAX_INFLATED_BYTES = 2 * 1024 * 1024;

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error("too large");
    }
    chunks.push(r.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The link of the whole list on this site, or null where the browser cannot compress. */
export async function listLink(origin: string, list: CutList, page = "/cut-list"): Promise<string | null> {
  if (!canCompress()) return null;
  // Ids are the sender's; the receiving page gives the rows its own.
  const rows = list.rows.map((row) => ({ ...row, id: undefined }));
  const json = new TextEncoder().encode(JSON.stringify({ v: VERSION, saw: list.saw, rows }));
  return `${origin}${page}#${LIST_FRAGMENT}${toBase64Url(await through(json, new CompressionStream("deflate")))}`;
}

/** The list a link's fragment carries, checked as any list is (null when there is none, or it is damaged or not a list). */
export async function listFromFragment(hash: string, newId: () => string): Promise<CutList | null> {
  const at = hash.indexOf(LIST_FRAGMENT);
  if (at < 0 || !canCompress()) return null;
  try {
    const bytes = await through(fromBase64Url(hash.slice(at + LIST_FRAGMENT.length)), new DecompressionStream("deflate"), MAX_INFLATED_BYTES);
    const data = JSON.parse(new TextDecoder().decode(bytes)) as { v?: unknown; saw?: unknown; rows?: unknown };
    if (data.v !== VERSION || !Array.isArray(data.rows)) return null;
    const rows = data.rows.map((r) => ({ ...(r as Omit<CutListRow, "id">), id: newId() }));
    // The schemas (zod) load only for a link that carries a list: the page does not need them before.
    const { cutListSchema } = await import("./schema");
    const parsed = cutListSchema.safeParse({ saw: data.saw, rows });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
