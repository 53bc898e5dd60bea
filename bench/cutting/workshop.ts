/**
 * Realistic job-work cut lists for the benchmark: kitchens and wardrobes in
 * 18 mm board on 2440 × 1220 mm sheets, kerf 4 mm, trim 10 mm; carcass parts
 * free to turn, shutters grain-locked. Made from cabinet sizes the way a
 * carpenter's list is, so part mixes and quantities are the ones the workshop sees.
 */
import type { PartSpec, PlanInput } from "../../lib/cutting/engine/types";

export type Cabinet = { w: number; h: number; d: number; shelves: number; doors: number; count: number };

const T = 18;

export function carcass(name: string, c: Cabinet): PartSpec[] {
  const inner = c.w - 2 * T;
  const parts: PartSpec[] = [
    { name: `${name} side`, length: c.h, width: c.d, quantity: 2 * c.count, grain: false },
    { name: `${name} bottom`, length: inner, width: c.d, quantity: c.count, grain: false },
    { name: `${name} top rail`, length: inner, width: 100, quantity: 2 * c.count, grain: false },
  ];
  if (c.shelves) parts.push({ name: `${name} shelf`, length: inner - 2, width: c.d - 20, quantity: c.shelves * c.count, grain: false });
  if (c.doors)
    parts.push({ name: `${name} shutter`, length: c.h - 3, width: Math.floor(c.w / c.doors) - 3, quantity: c.doors * c.count, grain: true });
  return parts;
}

function job(name: string, cabinets: [string, Cabinet][]): PlanInput {
  return { sheet: { length: 2440, width: 1220, trim: 10 }, kerf: 4, parts: cabinets.flatMap(([n, c]) => carcass(n, c)) };
}

export const workshopInstances: { name: string; input: PlanInput }[] = [
  {
    name: "kitchen-straight-3m",
    input: job("kitchen-straight-3m", [
      ["Base 600", { w: 600, h: 720, d: 560, shelves: 1, doors: 2, count: 3 }],
      ["Base 450", { w: 450, h: 720, d: 560, shelves: 1, doors: 1, count: 2 }],
      ["Wall 600", { w: 600, h: 720, d: 300, shelves: 2, doors: 2, count: 3 }],
      ["Wall 450", { w: 450, h: 720, d: 300, shelves: 2, doors: 1, count: 2 }],
    ]),
  },
  {
    name: "kitchen-l-shaped",
    input: job("kitchen-l-shaped", [
      ["Base 900", { w: 900, h: 720, d: 560, shelves: 1, doors: 2, count: 2 }],
      ["Base 600", { w: 600, h: 720, d: 560, shelves: 1, doors: 2, count: 4 }],
      ["Drawer base 450", { w: 450, h: 720, d: 560, shelves: 0, doors: 0, count: 2 }],
      ["Tall 600", { w: 600, h: 2100, d: 560, shelves: 4, doors: 2, count: 1 }],
      ["Wall 900", { w: 900, h: 720, d: 300, shelves: 2, doors: 2, count: 2 }],
      ["Wall 600", { w: 600, h: 720, d: 300, shelves: 2, doors: 2, count: 4 }],
    ]),
  },
  {
    name: "wardrobe-3-door",
    input: job("wardrobe-3-door", [
      ["Wardrobe 1200", { w: 1200, h: 2100, d: 600, shelves: 4, doors: 2, count: 1 }],
      ["Wardrobe 600", { w: 600, h: 2100, d: 600, shelves: 5, doors: 1, count: 1 }],
      ["Loft 1800", { w: 900, h: 600, d: 600, shelves: 0, doors: 2, count: 2 }],
    ]),
  },
  {
    name: "apartment-2bhk",
    input: job("apartment-2bhk", [
      ["Base 600", { w: 600, h: 720, d: 560, shelves: 1, doors: 2, count: 5 }],
      ["Wall 600", { w: 600, h: 720, d: 300, shelves: 2, doors: 2, count: 5 }],
      ["Wardrobe 1200", { w: 1200, h: 2100, d: 600, shelves: 4, doors: 2, count: 2 }],
      ["Wardrobe 900", { w: 900, h: 2100, d: 600, shelves: 4, doors: 2, count: 1 }],
      ["Loft 900", { w: 900, h: 600, d: 600, shelves: 0, doors: 2, count: 3 }],
      ["TV unit 1800", { w: 900, h: 450, d: 400, shelves: 1, doors: 2, count: 2 }],
    ]),
  },
  {
    name: "builder-12-flats",
    input: job("builder-12-flats", [
      ["Base 600", { w: 600, h: 720, d: 560, shelves: 1, doors: 2, count: 24 }],
      ["Wall 600", { w: 600, h: 720, d: 300, shelves: 2, doors: 2, count: 24 }],
      ["Wardrobe 900", { w: 900, h: 2100, d: 600, shelves: 4, doors: 2, count: 12 }],
    ]),
  },
];
