"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;
const thisYear = () => new Date().getFullYear();

/**
 * The current year. Pages are pre-rendered, so the server's value is the year
 * of the build; the browser swaps in today's year after hydration (through
 * useSyncExternalStore, so without a hydration mismatch). A page built in
 * December and still served in January shows the right year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <>{useSyncExternalStore(subscribe, thisYear, () => buildYear)}</>;
}
