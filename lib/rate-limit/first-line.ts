/**
 * The in-process first line in front of the database-backed limits: once the
 * database has said "blocked until T" for a key, this process refuses that key
 * until T without asking again, so a flood of refusals costs no database round
 * trip. It also numbers the attempts in flight per key, so that parallel
 * requests to one process cannot all pass the same check. Bounded in size: an
 * attacker with many addresses can only evict entries, which costs them one
 * database read each.
 */
const MAX_ENTRIES = 50_000;

type State = { blocked: Map<string, number>; inFlight: Map<string, number> };
const globalForLimits = globalThis as unknown as { __rateLimitFirstLine?: State };
const state = (globalForLimits.__rateLimitFirstLine ??= { blocked: new Map(), inFlight: new Map() });

/** Milliseconds until `key` is allowed again as far as this process knows (0 = ask the database). */
export function blockedFor(key: string, now = Date.now()): number {
  const until = state.blocked.get(key);
  if (until === undefined) return 0;
  if (until <= now) {
    state.blocked.delete(key);
    return 0;
  }
  return until - now;
}

export function rememberBlock(key: string, until: number): void {
  if (state.blocked.size >= MAX_ENTRIES) {
    const oldest = state.blocked.keys().next().value;
    if (oldest !== undefined) state.blocked.delete(oldest);
  }
  state.blocked.delete(key); // re-insert at the end (Map keeps insertion order: the oldest is evicted first)
  state.blocked.set(key, until);
}

export function forgetBlock(key: string): void {
  state.blocked.delete(key);
}

/** Marks one attempt in flight for each key; returns how many were already in flight per key. */
export function enter(keys: string[]): number[] {
  return keys.map((k) => {
    const n = state.inFlight.get(k) ?? 0;
    state.inFlight.set(k, n + 1);
    return n;
  });
}

export function leave(keys: string[]): void {
  for (const k of keys) {
    const n = (state.inFlight.get(k) ?? 1) - 1;
    if (n <= 0) state.inFlight.delete(k);
    else state.inFlight.set(k, n);
  }
}

/** For tests. */
export function resetFirstLine(): void {
  state.blocked.clear();
  state.inFlight.clear();
}
