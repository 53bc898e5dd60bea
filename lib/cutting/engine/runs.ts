/**
 * Lays out the grain runs of a finished layout: the strip packed as one item
 * becomes its pieces side by side along x, in the run's order, each cut off the
 * rest of the strip by a crosscut and, when narrower than the strip, ripped to
 * its width. A run stacked across (items.ts) goes the other way: each piece
 * ripped off along y, then crosscut to its length when shorter than the strip. Done once, after the search and the polish, so the search packs
 * each run as one rectangle and the saw's cut list includes the run's own cuts.
 */
import type { Node, SheetLayout } from "./sheet-packer";

export function layOutRuns(layout: SheetLayout): SheetLayout {
  const walk = (n: Node) => {
    if (n.kids) {
      walk(n.kids[0]);
      walk(n.kids[1]);
    } else if (n.item?.members) {
      layOutStrip(n);
    }
  };
  walk(layout.root);
  return layout;
}

function layOutStrip(strip: Node): void {
  const members = strip.item!.members!;
  const across = strip.item!.across === true;
  delete strip.item;
  delete strip.rotated;
  let rest = strip;
  members.forEach((m, i) => {
    let host = rest;
    if (i < members.length - 1) {
      // Inflated units: the piece and its kerf take m.l (m.w across) of the strip.
      if (across) {
        host = { x: rest.x, y: rest.y, l: rest.l, w: m.w };
        const next: Node = { x: rest.x, y: rest.y + m.w, l: rest.l, w: rest.w - m.w };
        rest.cut = { axis: "y", at: rest.y + m.w };
        rest.kids = [host, next];
        rest = next;
      } else {
        host = { x: rest.x, y: rest.y, l: m.l, w: rest.w };
        const next: Node = { x: rest.x + m.l, y: rest.y, l: rest.l - m.l, w: rest.w };
        rest.cut = { axis: "x", at: rest.x + m.l };
        rest.kids = [host, next];
        rest = next;
      }
    }
    if (across ? m.l < host.l : m.w < host.w) {
      const piece: Node = across ? { x: host.x, y: host.y, l: m.l, w: host.w } : { x: host.x, y: host.y, l: host.l, w: m.w };
      const waste: Node = across
        ? { x: host.x + m.l, y: host.y, l: host.l - m.l, w: host.w }
        : { x: host.x, y: host.y + m.w, l: host.l, w: host.w - m.w };
      host.cut = across ? { axis: "x", at: host.x + m.l } : { axis: "y", at: host.y + m.w };
      host.kids = [piece, waste];
      host = piece;
    }
    host.item = { id: -1, part: m.part, l: m.l, w: m.w, turnable: false, area: m.l * m.w };
    host.rotated = false;
  });
}
