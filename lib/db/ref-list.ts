import "server-only";
import { packRefs, RefList, refsOf, type RefListDoc } from "@/models/RefList";
import { connectToDatabase } from "./connect";
import { withLock } from "./lock";

/**
 * A named list of ids, newest first, read and written only by `_id`: the
 * lists behind the console, a customer's orders and the search terms.
 *
 * FerretDB v1 (the embedded database) uses no index but `_id`, so a list
 * cannot be a filtered, sorted query: it would read the whole collection. A
 * list is instead a head document holding its newest ids (at most CHUNK) and
 * frozen chunks of older ones. Reading a page reads the head and at most the
 * chunks the page spans; adding reads and writes the head (and, once per CHUNK
 * ids, writes a chunk). Changes run under a lock: FerretDB's updates are a
 * read followed by a write, so two unlocked appends could lose one. `addRef`
 * takes the list's own lock; `addRefsLocked` is for a caller that holds one
 * lock for a family of lists (the order book's) and changes several at once.
 * A list is always changed under the same lock.
 */
export const CHUNK = 500;

type Head = { refs: string[]; sizes: number[]; total: number };

const chunkId = (name: string, k: number) => `${name}~${k}`;

async function readHead(name: string): Promise<Head> {
  const doc = await RefList.findById(name).lean<RefListDoc>();
  return { refs: refsOf(doc), sizes: doc?.sizes ?? [], total: doc?.total ?? 0 };
}

async function writeHead(name: string, head: Head): Promise<void> {
  await RefList.replaceOne({ _id: name }, { _id: name, ...head, refs: packRefs(head.refs) }, { upsert: true });
}

/** Adds each ref at the front of its list (a ref already in its list's head is left alone). The caller holds the lists' lock. */
export async function addRefsLocked(items: { list: string; ref: string }[]): Promise<void> {
  await connectToDatabase();
  const names = [...new Set(items.map((i) => i.list))];
  const heads = await Promise.all(names.map(readHead));
  await Promise.all(
    names.map(async (name, i) => {
      const head = heads[i];
      const refs = items.filter((it) => it.list === name && !head.refs.includes(it.ref)).map((it) => it.ref);
      if (!refs.length) return;
      for (const ref of refs) {
        if (head.refs.length >= CHUNK) {
          const k = head.sizes.length + 1;
          // Written before the head: a crash between the two leaves a chunk the head does not count yet, which the next freeze overwrites.
          await RefList.replaceOne({ _id: chunkId(name, k) }, { _id: chunkId(name, k), refs: packRefs(head.refs) }, { upsert: true });
          head.sizes.push(head.refs.length);
          head.refs = [];
        }
        head.refs.unshift(ref);
        head.total += 1;
      }
      await writeHead(name, head);
    }),
  );
}

/** Adds `ref` at the front of `name` under the list's own lock (idempotent for recent ids). */
export async function addRef(name: string, ref: string): Promise<void> {
  await connectToDatabase();
  await withLock(`list:${name}`, () => addRefsLocked([{ list: name, ref }]));
}

/** Removes `ref` wherever it is (the head first, then the chunks, newest first); false when absent. The caller holds the list's lock. */
export async function removeRefLocked(name: string, ref: string): Promise<boolean> {
  await connectToDatabase();
  const head = await readHead(name);
  const i = head.refs.indexOf(ref);
  if (i >= 0) {
    head.refs.splice(i, 1);
  } else {
    let found = false;
    for (let k = head.sizes.length; k >= 1 && !found; k--) {
      const chunk = refsOf(await RefList.findById(chunkId(name, k)).lean<RefListDoc>());
      const j = chunk.indexOf(ref);
      if (j < 0) continue;
      chunk.splice(j, 1);
      await RefList.replaceOne({ _id: chunkId(name, k) }, { _id: chunkId(name, k), refs: packRefs(chunk) });
      head.sizes[k - 1] = chunk.length;
      found = true;
    }
    if (!found) return false;
  }
  head.total = Math.max(0, head.total - 1);
  await writeHead(name, head);
  return true;
}

/** Removes `ref` from `name` under the list's own lock. */
export async function removeRef(name: string, ref: string): Promise<boolean> {
  await connectToDatabase();
  return withLock(`list:${name}`, () => removeRefLocked(name, ref));
}

/** Ids `offset` … `offset + limit - 1` counted from the newest, and how many the list holds. */
export async function refsPage(name: string, offset: number, limit: number): Promise<{ refs: string[]; total: number }> {
  await connectToDatabase();
  const head = await readHead(name);
  const end = Math.min(offset + limit, head.total);
  const out: string[] = head.refs.slice(offset, end);
  // Walk the chunks from the newest, keeping those the range reaches.
  let start = head.refs.length;
  const wanted: { k: number; from: number; to: number }[] = [];
  for (let k = head.sizes.length; k >= 1 && start < end; k--) {
    const size = head.sizes[k - 1];
    const from = Math.max(offset, start);
    const to = Math.min(end, start + size);
    if (from < to) wanted.push({ k, from: from - start, to: to - start });
    start += size;
  }
  const chunks = await Promise.all(wanted.map((w) => RefList.findById(chunkId(name, w.k)).lean<RefListDoc>()));
  wanted.forEach((w, i) => out.push(...refsOf(chunks[i]).slice(w.from, w.to)));
  return { refs: out, total: head.total };
}

/** How many ids the list holds (one read). */
export async function refCount(name: string): Promise<number> {
  await connectToDatabase();
  return (await readHead(name)).total;
}

/**
 * Replaces the whole list at once (data moves at start-up): `refs` newest
 * first, frozen into chunks of CHUNK with the newest in the head.
 */
export async function replaceList(name: string, refs: string[]): Promise<void> {
  await connectToDatabase();
  await withLock(`list:${name}`, async () => {
    const oldestFirst = [...refs].reverse();
    const sizes: number[] = [];
    // Whole chunks from the oldest; what is left (1 to CHUNK ids) stays in the head.
    while (oldestFirst.length - sizes.length * CHUNK > CHUNK) {
      const chunk = oldestFirst.slice(sizes.length * CHUNK, (sizes.length + 1) * CHUNK).reverse();
      await RefList.replaceOne(
        { _id: chunkId(name, sizes.length + 1) },
        { _id: chunkId(name, sizes.length + 1), refs: packRefs(chunk) },
        { upsert: true },
      );
      sizes.push(chunk.length);
    }
    const head = oldestFirst.slice(sizes.length * CHUNK).reverse();
    await writeHead(name, { refs: head, sizes, total: refs.length });
  });
}
