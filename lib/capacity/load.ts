/**
 * The shop's load and the day it can keep (issue 70). The confirmed work is loaded onto the stations' working days
 * in the order it was confirmed (a batch as one job), each station after the one before: a job's work at a station
 * starts no earlier than the day its previous station finishes it, nor before the job ahead of it at that station,
 * takes what is free of each working day from there, and the job is ready on the day its last station finishes. The same rule answers "when would this list be
 * ready if placed now": loaded behind everything confirmed. Pure and client-safe; recomputed from the jobs every
 * time, so a cancelled or finished order gives its days back by not being loaded.
 *
 * Properties the tests hold it to (tests/unit/capacity-load.test.ts): more work ahead never makes a day earlier; a
 * closed day is never promised; no station is ever loaded past its day's capacity; loading without a job is
 * loading as if it never was.
 */
import type { CapacitySettings } from "./settings";
import { minutesOf } from "./settings";

export interface Job {
  id: string;
  /** The orders it is (one, or a batch's). */
  refs: string[];
  /** Minutes still to do at each station. */
  work: Record<string, number>;
}

export interface LoadDay {
  date: string;
  capacityMinutes: number;
  plannedMinutes: number;
  orders: string[];
}

export interface Loaded {
  /** Each job's ready day (YYYY-MM-DD). */
  readyOn: Record<string, string>;
  /** The day each job's work at each station ends (the stations it has work at). */
  finishOn: Record<string, Record<string, string>>;
  /** Each station's days from the first day, as far as anything is loaded (or `days`, if more). */
  stations: { id: string; days: LoadDay[] }[];
}

/** How far ahead the load looks: work beyond it is ready "on the last day" (never reached by a shop's real load). */
export const HORIZON_DAYS = 730;

/** YYYY-MM-DD `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Whether the shop works on `day`. */
export function isWorkingDay(day: string, calendar: Pick<CapacitySettings, "week" | "holidays">): boolean {
  return (calendar.week as number[]).includes(weekdayOf(day)) && !calendar.holidays.includes(day);
}

/** The first working day on or after `day`. */
export function nextWorkingDay(day: string, calendar: Pick<CapacitySettings, "week" | "holidays">): string {
  let d = day;
  for (let i = 0; i < HORIZON_DAYS && !isWorkingDay(d, calendar); i++) d = addDays(d, 1);
  return d;
}

/**
 * Loads `jobs`, in their order, onto `stations` from `start` (YYYY-MM-DD). `firstDayShare` is the part of the first
 * day still to work (0 to 1: a list placed at 4 pm has the rest of the day, not all of it); `days` the least number
 * of days to report per station.
 */
export function loadJobs(
  jobs: readonly Job[],
  stations: readonly string[],
  settings: Pick<CapacitySettings, "week" | "holidays" | "minutesPerDay">,
  start: string,
  { firstDayShare = 1, days = 0 }: { firstDayShare?: number; days?: number } = {},
): Loaded {
  const dates: string[] = [];
  const dateAt = (i: number) => {
    while (dates.length <= i) dates.push(addDays(start, dates.length));
    return dates[i];
  };
  // Each day's working state worked out once (a load of 500 orders asks it tens of thousands of times).
  const working: boolean[] = [];
  const perDay = new Map(stations.map((s) => [s, minutesOf(settings, s)]));
  const share = Math.max(0, Math.min(1, firstDayShare));
  const capacity = (station: string, i: number) => {
    working[i] ??= isWorkingDay(dateAt(i), settings);
    return working[i] ? perDay.get(station)! * (i === 0 ? share : 1) : 0;
  };
  const used = new Map(stations.map((s) => [s, [] as number[]]));
  // First come, first served at each station: a job never takes a day before the one the job ahead of it finished
  // there. Filling earlier gaps instead would let more work ahead make a later job earlier (a scheduling anomaly).
  const tail = new Map(stations.map((s) => [s, 0]));
  const onDay = new Map(stations.map((s) => [s, [] as string[][]]));
  const readyOn: Record<string, string> = {};
  const finishOn: Record<string, Record<string, string>> = {};
  let furthest = Math.max(0, days - 1);

  for (const job of jobs) {
    let ready = 0;
    let any = false;
    const ends: Record<string, string> = (finishOn[job.id] = {});
    for (const s of stations) {
      let remaining = job.work[s] ?? 0;
      if (remaining <= 0.001) continue;
      any = true;
      const u = used.get(s)!;
      const o = onDay.get(s)!;
      let d = Math.max(ready, tail.get(s)!);
      while (d < HORIZON_DAYS) {
        const free = capacity(s, d) - (u[d] ?? 0);
        if (free > 0.001) {
          const take = Math.min(free, remaining);
          u[d] = (u[d] ?? 0) + take;
          (o[d] ??= []).push(...job.refs.filter((r) => !o[d]!.includes(r)));
          remaining -= take;
          if (remaining <= 0.001) break;
        }
        d++;
      }
      ready = Math.min(d, HORIZON_DAYS - 1);
      tail.set(s, ready);
      ends[s] = dateAt(ready);
    }
    // A job with nothing left to do is ready on the first working day.
    const day = any ? ready : indexOfWorkingDay(0, dateAt, settings);
    readyOn[job.id] = dateAt(day);
    furthest = Math.max(furthest, day);
  }

  return {
    readyOn,
    finishOn,
    stations: stations.map((id) => ({
      id,
      days: Array.from({ length: furthest + 1 }, (_, i) => ({
        date: dateAt(i),
        capacityMinutes: Math.round(capacity(id, i)),
        plannedMinutes: Math.round(used.get(id)![i] ?? 0),
        orders: onDay.get(id)![i] ?? [],
      })),
    })),
  };
}

function indexOfWorkingDay(from: number, dateAt: (i: number) => string, calendar: Pick<CapacitySettings, "week" | "holidays">): number {
  let i = from;
  while (i < HORIZON_DAYS && !isWorkingDay(dateAt(i), calendar)) i++;
  return i;
}
