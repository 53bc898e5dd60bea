/**
 * The shop's load and the day it can keep (lib/capacity/load.ts, issue 70): worked examples, then the properties
 * for any load: more work ahead never makes a day earlier; a closed day is never promised; no station is loaded past
 * its day; loading without a job is loading as if it never was.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, isWorkingDay, loadJobs, nextWorkingDay, type Job } from "@/lib/capacity/load";
import { DEFAULT_CAPACITY, DEFAULT_STANDARDS } from "@/lib/capacity/settings";
import { orderWork, workKinds } from "@/lib/capacity/work";
import { DEFAULT_STATIONS } from "@/lib/production/stations";
import type { CutListRow } from "@/lib/cutting/list/types";

const STATIONS = ["cut", "band", "bore", "pack"];
// Thursday 10 December 2026; Sunday the 13th is closed; Friday the 25th a holiday.
const THU = "2026-12-10";
const settings = { ...DEFAULT_CAPACITY, holidays: ["2026-12-25"], minutesPerDay: { cut: 420, band: 420, bore: 420, pack: 420 } };
const job = (id: string, work: Record<string, number>): Job => ({ id, refs: [id], work });

describe("the calendar", () => {
  it("knows the shop's week and its holidays", () => {
    expect(isWorkingDay("2026-12-13", settings)).toBe(false);
    expect(isWorkingDay("2026-12-25", settings)).toBe(false);
    expect(isWorkingDay("2026-12-14", settings)).toBe(true);
    expect(nextWorkingDay("2026-12-13", settings)).toBe("2026-12-14");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("loading the confirmed work", () => {
  it("finishes a small job the same day, station after station", () => {
    const { readyOn } = loadJobs([job("a", { cut: 60, band: 60, bore: 30, pack: 20 })], STATIONS, settings, THU);
    expect(readyOn.a).toBe(THU);
  });

  it("puts a second job behind the first, day by day, skipping Sunday", () => {
    const big = job("big", { cut: 420 * 2, band: 100 });
    const small = job("small", { cut: 60 });
    const { readyOn, stations } = loadJobs([big, small], STATIONS, settings, THU);
    // The saw is full Thursday and Friday with the big job; the small one is cut on Saturday.
    expect(readyOn.big).toBe("2026-12-11");
    expect(readyOn.small).toBe("2026-12-12");
    const saw = stations.find((s) => s.id === "cut")!.days;
    expect(saw.slice(0, 3).map((d) => d.plannedMinutes)).toEqual([420, 420, 60]);
    expect(saw[2].orders).toEqual(["small"]);
  });

  it("waits for the previous station: banding starts on the day the cutting ends", () => {
    const { stations } = loadJobs([job("a", { cut: 500, band: 100 })], STATIONS, settings, THU);
    const band = stations.find((s) => s.id === "band")!.days;
    expect(band[0].plannedMinutes).toBe(0);
    expect(band[1].plannedMinutes).toBe(100);
  });

  it("counts only the rest of today, and never a closed day", () => {
    const late = loadJobs([job("a", { cut: 300 })], STATIONS, settings, THU, { firstDayShare: 0.5 });
    expect(late.readyOn.a).toBe("2026-12-11");
    const sunday = loadJobs([job("a", { cut: 10 })], STATIONS, settings, "2026-12-13");
    expect(sunday.readyOn.a).toBe("2026-12-14");
    const nothing = loadJobs([job("a", {})], STATIONS, settings, "2026-12-13");
    expect(nothing.readyOn.a).toBe("2026-12-14");
  });
});

describe("an order's work", () => {
  it("follows what passes each station, by the standards", () => {
    expect(workKinds(DEFAULT_STATIONS)).toEqual({ cut: "cut", band: "band", bore: "bore", pack: "handle" });
    const rows = [
      {
        id: "a",
        name: "Side",
        material: "mdf-18",
        length: 1000,
        width: 500,
        quantity: 2,
        grain: false,
        edges: { l1: 1, l2: 1, w1: null, w2: null },
        note: "",
        holes: { hingeCups: 2, otherHoles: 0 },
      },
      {
        id: "b",
        name: "Back",
        material: "mdf-18",
        length: 800,
        width: 400,
        quantity: 1,
        grain: false,
        edges: { l1: null, l2: null, w1: null, w2: null },
        note: "",
      },
    ];
    const plan = {
      plan: {
        sheets: [{ placements: [], offcuts: [], yield: 0.5, cuts: [{ seq: 1, stage: 1, kind: "rip" as const, x1: 0, y1: 500, x2: 2440, y2: 500 }] }],
      },
    };
    const work = orderWork({ rows: rows as CutListRow[] }, [plan as never], DEFAULT_STATIONS, DEFAULT_STANDARDS);
    // Saw: one material's set-up, one board, 2.44 m of cut.
    expect(work.cut).toBeCloseTo(10 + 4 + 0.25 * 2.44, 1);
    // Bands: two pieces with 2 m each.
    expect(work.band).toBeCloseTo(2 * (0.5 + 0.2 * 2), 1);
    // Boring: two pieces with two cups.
    expect(work.bore).toBeCloseTo(2 * (0.3 + 0.25 * 2), 1);
    // Packing: three pieces and the order.
    expect(work.pack).toBeCloseTo(10 + 0.4 * 3, 1);
  });
});

const arbJob = (i: number) =>
  fc.record({ cut: fc.nat(900), band: fc.nat(600), bore: fc.nat(300), pack: fc.nat(200) }).map((work) => job(`j${i}`, work));
const arbJobs = fc.integer({ min: 1, max: 25 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbJob(i))));
const arbStart = fc.integer({ min: 0, max: 60 }).map((n) => addDays("2026-12-01", n));

describe("the load's properties", () => {
  it("more work ahead never makes a day earlier", () => {
    fc.assert(
      fc.property(arbJobs, arbJob(99), fc.nat(24), arbStart, (jobs, extra, at, start) => {
        const before = loadJobs(jobs, STATIONS, settings, start).readyOn;
        const more = [...jobs];
        more.splice(Math.min(at, jobs.length), 0, { ...extra, id: "extra", refs: ["extra"] });
        const after = loadJobs(more, STATIONS, settings, start).readyOn;
        for (const j of jobs) expect(after[j.id] >= before[j.id], j.id).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("never promises a closed day and never loads a station past its day", () => {
    fc.assert(
      fc.property(arbJobs, arbStart, fc.double({ min: 0, max: 1, noNaN: true }), (jobs, start, share) => {
        const { readyOn, stations } = loadJobs(jobs, STATIONS, settings, start, { firstDayShare: share });
        for (const day of Object.values(readyOn)) expect(isWorkingDay(day, settings), day).toBe(true);
        for (const s of stations)
          for (const d of s.days) {
            expect(d.plannedMinutes).toBeLessThanOrEqual(d.capacityMinutes + 1);
            if (!isWorkingDay(d.date, settings)) expect(d.plannedMinutes).toBe(0);
          }
      }),
      { numRuns: 150 },
    );
  });

  it("gives the days back: loading without a job is loading as if it never was", () => {
    fc.assert(
      fc.property(arbJobs, fc.nat(24), arbStart, (jobs, drop, start) => {
        const gone = jobs[drop % jobs.length];
        const without = jobs.filter((j) => j !== gone);
        const once = loadJobs(without, STATIONS, settings, start);
        const cancelled = loadJobs(without, STATIONS, settings, start);
        expect(cancelled).toEqual(once);
        const withIt = loadJobs(jobs, STATIONS, settings, start).readyOn;
        for (const j of without) expect(once.readyOn[j.id] <= withIt[j.id]).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe("the standards measured on the floor", () => {
  it("takes the median of the intervals over the pieces' standard minutes, leaving breaks out", async () => {
    const { measure, MIN_SCANS } = await import("@/lib/capacity/calibrate");
    const start = Date.UTC(2026, 11, 10, 4, 0);
    // A piece of 1 standard minute every 1.5 minutes, with a lunch break of an hour in the middle.
    const samples: [number, number][] = [];
    let t = start;
    for (let i = 0; i < 30; i++) {
      t += (i === 15 ? 60 : 1.5) * 60_000;
      samples.push([t, 1]);
    }
    expect(measure(samples)).toEqual({ factor: 1.5, scans: 28 });
    // Order does not matter; too few intervals give no factor.
    expect(measure([...samples].reverse())).toEqual({ factor: 1.5, scans: 28 });
    expect(measure(samples.slice(0, MIN_SCANS))).toEqual({ factor: null, scans: MIN_SCANS - 1 });
  });
});
