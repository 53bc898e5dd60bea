import type { Cut, SheetPlan } from "@/lib/cutting/engine/types";

/** "Rip at y = 570 mm (x 10 → 2430)": a cut as the saw operator reads it. */
export function describeCut(c: Cut): string {
  const horizontal = c.y1 === c.y2; // runs along x (the sheet's length)
  const at = horizontal ? `y = ${c.y1}` : `x = ${c.x1}`;
  const span = horizontal ? `x ${c.x1} → ${c.x2}` : `y ${c.y1} → ${c.y2}`;
  const kind = c.kind === "trim" ? "Trim" : c.kind === "rip" ? "Rip" : "Cross-cut";
  return `${kind} at ${at} mm (${span})`;
}

/**
 * One sheet drawn to scale for print (black on white): parts with their list
 * number and size, offcuts hatched, each cut numbered at its middle in the
 * order the saw makes it. x runs along the sheet's length (the grain).
 */
export function SheetDrawing({
  sheet,
  plan,
  partLabel,
  title,
}: {
  sheet: { length: number; width: number };
  plan: SheetPlan;
  /** Label for a placement's part index (e.g. "3 Shelf"). */
  partLabel: (part: number) => string;
  title: string;
}) {
  const { length: L, width: W } = sheet;
  const font = Math.max(18, Math.round(L / 90));
  return (
    <svg viewBox={`-40 -40 ${L + 80} ${W + 80}`} role="img" aria-label={title} className="h-auto w-full" style={{ maxHeight: "150mm" }}>
      <defs>
        <pattern id="hatch" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="24" stroke="#999" strokeWidth="3" />
        </pattern>
      </defs>
      <rect x={0} y={0} width={L} height={W} fill="#fff" stroke="#000" strokeWidth={4} />
      {plan.offcuts.map((o, i) => (
        <rect key={`o${i}`} x={o.x} y={o.y} width={o.length} height={o.width} fill="url(#hatch)" stroke="#666" strokeWidth={2} />
      ))}
      {plan.placements.map((p, i) => {
        const label = partLabel(p.part);
        const size = `${p.rotated ? `${p.width} × ${p.length}` : `${p.length} × ${p.width}`}`;
        const fits = p.length > font * 4 && p.width > font * 2.4;
        return (
          <g key={`p${i}`}>
            <rect x={p.x} y={p.y} width={p.length} height={p.width} fill="#f2f2f2" stroke="#000" strokeWidth={3} />
            {fits && (
              <text x={p.x + p.length / 2} y={p.y + p.width / 2} textAnchor="middle" fontSize={font} fill="#000">
                <tspan x={p.x + p.length / 2} dy={-font * 0.2}>
                  {label.length > 28 ? `${label.slice(0, 27)}…` : label}
                </tspan>
                <tspan x={p.x + p.length / 2} dy={font * 1.15}>
                  {size}
                </tspan>
              </text>
            )}
          </g>
        );
      })}
      {plan.cuts.map((c) => {
        const mx = (c.x1 + c.x2) / 2;
        const my = (c.y1 + c.y2) / 2;
        return (
          <g key={`c${c.seq}`}>
            <line x1={c.x1} y1={c.y1} x2={c.x2} y2={c.y2} stroke="#000" strokeWidth={2} strokeDasharray="12 8" />
            <circle cx={mx} cy={my} r={font * 0.75} fill="#fff" stroke="#000" strokeWidth={2} />
            <text x={mx} y={my + font * 0.35} textAnchor="middle" fontSize={font * 0.9} fontWeight={700}>
              {c.seq}
            </text>
          </g>
        );
      })}
      <text x={L / 2} y={-12} textAnchor="middle" fontSize={font}>
        {L} mm (grain)
      </text>
      <text x={-12} y={W / 2} textAnchor="middle" fontSize={font} transform={`rotate(-90 -12 ${W / 2})`}>
        {W} mm
      </text>
    </svg>
  );
}
