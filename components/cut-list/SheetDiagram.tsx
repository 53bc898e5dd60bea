import type { SheetPlan } from "@/lib/cutting/engine/types";

export interface DiagramPart {
  name: string;
  grain: boolean;
  /** Grain run label, when the part is one of a run. */
  run?: string;
}

/** Approximate width of a label character, as a fraction of the font size. */
const CHAR_EM = 0.56;

/**
 * One sheet drawn to scale (1 SVG unit = 1 mm): warm paper, faint grain lines
 * along the length, parts in light green labelled with name and size (turned
 * for narrow parts; a number key when even that cannot fit), reusable offcuts
 * hatched, grain-locked parts marked, the sheet's size on its edges. With
 * `cuts`, the cut sequence is numbered on the drawing. `tone="print"` draws
 * it black on white (the workshop pack). The one sheet drawing of the site:
 * the cut-list page, its print, the order pages and the pack.
 */
const TONES = {
  screen: { paper: "#f3e6cc", edge: "#6b5a40", grain: "#d9c49c", part: "#d7ecd9", partEdge: "#1f3b2b", text: "#13241a", hatch: "#a8957a" },
  print: { paper: "#ffffff", edge: "#000000", grain: "#ffffff", part: "#f2f2f2", partEdge: "#000000", text: "#000000", hatch: "#999999" },
} as const;

export function SheetDiagram({
  sheet,
  size,
  parts,
  title,
  cuts = false,
  className,
  id,
  tone = "screen",
}: {
  sheet: SheetPlan;
  size: { length: number; width: number };
  parts: DiagramPart[];
  title: string;
  cuts?: boolean;
  className?: string;
  /** Unique per diagram on the page (pattern ids). */
  id: string;
  tone?: keyof typeof TONES;
}) {
  const c = TONES[tone];
  const { length: L, width: W } = size;
  const margin = diagramMargin(size);
  const font = diagramFont(size);
  const hatch = `${id}-hatch`;
  const grainLines: number[] = [];
  for (let y = 60; y < W; y += 60) grainLines.push(y);
  return (
    <svg
      viewBox={`${-margin} ${-margin} ${L + 2 * margin} ${W + 2 * margin}`}
      role="img"
      aria-label={title}
      className={className}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <pattern id={hatch} width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="40" stroke={c.hatch} strokeWidth="6" />
        </pattern>
      </defs>
      <rect x="0" y="0" width={L} height={W} fill={c.paper} stroke={c.edge} strokeWidth={Math.max(3, font / 8)} />
      <g stroke={c.grain} strokeWidth="2">
        {grainLines.map((y) => (
          <line key={y} x1="0" y1={y} x2={L} y2={y} />
        ))}
      </g>
      {sheet.offcuts.map((o, i) => (
        <rect key={`o${i}`} x={o.x} y={o.y} width={o.length} height={o.width} fill={`url(#${hatch})`} stroke={c.hatch} strokeWidth="2" />
      ))}
      {sheet.placements.map((p, i) => {
        const part = parts[p.part] ?? { name: `Part ${p.part + 1}`, grain: false };
        const partLength = p.rotated ? p.width : p.length;
        const partWidth = p.rotated ? p.length : p.width;
        const label = partLabel(part.name, partLength, partWidth, p.length, p.width, font, String(p.part + 1));
        const cx = p.x + p.length / 2;
        const cy = p.y + p.width / 2;
        return (
          <g key={i}>
            <rect x={p.x} y={p.y} width={p.length} height={p.width} fill={c.part} stroke={c.partEdge} strokeWidth="3" />
            {part.grain && (
              <path d={`M ${p.x + 12} ${p.y + p.width - 14} h ${Math.min(120, p.length / 3)}`} stroke="#17573a" strokeWidth="5" aria-hidden="true" />
            )}
            {label.kind !== "none" && (
              <text
                x={cx}
                y={cy}
                fontSize={label.font}
                textAnchor="middle"
                dominantBaseline="central"
                fill={c.text}
                transform={label.kind === "turned" ? `rotate(-90 ${cx} ${cy})` : undefined}
              >
                {label.lines.length === 1 ? (
                  label.lines[0]
                ) : (
                  <>
                    <tspan x={cx} dy={-label.font * 0.6}>
                      {label.lines[0]}
                    </tspan>
                    <tspan x={cx} dy={label.font * 1.2}>
                      {label.lines[1]}
                    </tspan>
                  </>
                )}
              </text>
            )}
          </g>
        );
      })}
      {cuts &&
        sheet.cuts
          .filter((c) => c.kind !== "trim")
          .map((cut) => {
            const mx = (cut.x1 + cut.x2) / 2;
            const my = (cut.y1 + cut.y2) / 2;
            return (
              <g key={`c${cut.seq}`}>
                <line x1={cut.x1} y1={cut.y1} x2={cut.x2} y2={cut.y2} stroke="#000" strokeWidth="3" strokeDasharray="16 10" />
                <circle cx={mx} cy={my} r={font * 0.75} fill="#fff" stroke="#000" strokeWidth="3" />
                <text x={mx} y={my} fontSize={font * 0.8} textAnchor="middle" dominantBaseline="central" fontWeight="700">
                  {cut.seq}
                </text>
              </g>
            );
          })}
      <text x={L / 2} y={-margin / 3} fontSize={font} textAnchor="middle" fill="#3d3a33">
        {L} mm
      </text>
      <text x={-margin / 3} y={W / 2} fontSize={font} textAnchor="middle" fill="#3d3a33" transform={`rotate(-90 ${-margin / 3} ${W / 2})`}>
        {W} mm
      </text>
    </svg>
  );
}

type Label = { kind: "flat" | "turned"; lines: string[]; font: number; keyed?: boolean } | { kind: "none" };

/** Name and size when they fit flat, else turned along a narrow part, else the part's number (listed in the key beside the drawing). */
export function partLabel(name: string, partLength: number, partWidth: number, boxX: number, boxY: number, font: number, key: string): Label {
  const size = `${partLength} × ${partWidth}`;
  const fits = (text: string, along: number, across: number, lines: number) =>
    text.length * font * CHAR_EM <= along - 16 && font * 1.2 * lines <= across - 8;
  for (const [kind, along, across] of [
    ["flat", boxX, boxY],
    ["turned", boxY, boxX],
  ] as const) {
    if (fits(name, along, across, 2) && fits(size, along, across, 2)) return { kind, lines: [name, size], font };
  }
  for (const [kind, along, across] of [
    ["flat", boxX, boxY],
    ["turned", boxY, boxX],
  ] as const) {
    if (fits(key, along, across, 1)) return { kind, lines: [key], font, keyed: true };
  }
  const small = Math.max(12, Math.floor(Math.min(boxX, boxY) * 0.7));
  return key.length * small * CHAR_EM <= boxX ? { kind: "flat", lines: [key], font: small, keyed: true } : { kind: "none" };
}

/** Whether a placement shows only its number on the drawing (so the key beside it must name it). */
export function labelKeyed(name: string, p: { part: number; length: number; width: number; rotated: boolean }, font: number): boolean {
  const l = partLabel(name, p.rotated ? p.width : p.length, p.rotated ? p.length : p.width, p.length, p.width, font, String(p.part + 1));
  return l.kind === "none" || !!l.keyed;
}

/** The label size a diagram of this sheet uses. */
/** The room around a drawn sheet for its size labels, in the sheet's own units. */
export function diagramMargin(size: { length: number; width: number }): number {
  return Math.round(Math.max(size.length, size.width) * 0.045);
}

export function diagramFont(size: { length: number; width: number }): number {
  return Math.max(28, Math.round(Math.max(size.length, size.width) / 70));
}
