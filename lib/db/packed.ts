import "server-only";
import { gunzipSync, gzipSync } from "node:zlib";

/**
 * Heavy, read-whole data (an order's cut list, plans and estimate) stored as
 * one gzip-compressed JSON value (BSON binary). FerretDB v1 turns every stored
 * document into a tree of Go values on each read: a 400-row order with its
 * plans took about 300 ms to read as nested fields and 3 ms as one packed value
 * (measured on this machine; docs/ARCHITECTURE.md). Nothing inside a packed
 * value is ever queried, so nothing is lost by packing it.
 */
export function pack(value: unknown): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(value), "utf8"));
}

export function unpack<T>(stored: Buffer | Uint8Array | { buffer: Uint8Array }): T {
  const bytes = stored instanceof Uint8Array ? stored : stored.buffer;
  return JSON.parse(gunzipSync(bytes).toString("utf8")) as T;
}

/** Size of the JSON text before packing, in bytes (what the order-size bound is stated in). */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), "utf8");
}
