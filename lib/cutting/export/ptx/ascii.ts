/**
 * What a saw can print: ASCII. Accented Latin letters lose their accents (é → e); letters with no Latin form (Tamil,
 * and the rest) are left out, and a field left empty by that falls back to the caller's reference, so every label
 * still names its order and row. Codes are upper case, without spaces or commas (the specification's codes).
 */
export function ascii(value: string, fallback = ""): string {
  const out = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[×]/g, "x")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return /[A-Za-z0-9]/.test(out) ? out : fallback;
}

/** A code: ASCII, upper case, spaces and commas as hyphens, at most `max` characters. */
export function code(value: string, max = 50): string {
  return ascii(value)
    .toUpperCase()
    .replace(/[\s,"]+/g, "-")
    .slice(0, max);
}
