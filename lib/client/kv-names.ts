/** The phone's key-value store (lib/client/kv.ts): its IndexedDB database and object store, named once. */
export const KV_DATABASE = "kpw";
export const KV_STORE = "kv";
