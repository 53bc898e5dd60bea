/**
 * The site's key-value store on the phone: IndexedDB (database "kpw", store
 * "kv", through idb-keyval), for what may grow (the cut list, the order
 * outbox). localStorage holds only small hints.
 */
import "client-only";
import { createStore, type UseStore } from "idb-keyval";
import { KV_DATABASE, KV_STORE } from "./kv-names";

let store: UseStore | null = null;
export const kvStore = () => (store ??= createStore(KV_DATABASE, KV_STORE));
