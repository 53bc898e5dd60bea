/**
 * What a save of a whole form changed, field by field, nested fields named with spaces (`tax boards code`: a stored
 * document's field name may not hold a dot): the audit log's before and after (issue 65: the business's facts and
 * details are in the log like every other change). Pure.
 */
export type Changes = { before: Record<string, string>; after: Record<string, string> };

function flatten(value: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix} ${k}` : k, out);
  } else if (prefix) out[prefix] = value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);
  return out;
}

/** The fields whose value differs, with their value before and after (nothing: both empty). */
export function changedFields(before: unknown, after: unknown, ignore: readonly string[] = []): Changes {
  const [a, b] = [flatten(before), flatten(after)];
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !ignore.includes(k) && (a[k] ?? "") !== (b[k] ?? ""));
  return { before: Object.fromEntries(fields.map((k) => [k, a[k] ?? ""])), after: Object.fromEntries(fields.map((k) => [k, b[k] ?? ""])) };
}
