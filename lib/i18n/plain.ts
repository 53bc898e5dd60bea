/**
 * A message with plain `{name}` arguments only (no plural, no select), filled as next-intl fills it: for the islands
 * that ship with the home page (the services' cards), which have no room for the whole renderer (./template.ts).
 * tests/unit/icu.test.ts renders every plain message of every catalogue both ways and finds them equal; a message
 * with a plural or a select is refused here, loudly, rather than half-rendered.
 */
export function fillPlain(template: string, values: Record<string, string | number>): string {
  if (/\{\s*\w+\s*,/.test(template)) throw new Error("fillPlain: this message has a plural or a select; use fill()");
  return template.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
