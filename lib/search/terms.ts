/**
 * The search terms an order is filed under, and how a query picks the list to
 * read (pure). The embedded database has no text index and uses no index but
 * `_id`, so each term is a keyed list of references (lib/db/ref-list.ts):
 *
 * - `w:<prefix>`: each word (letters or digits, any script) of the customer's
 *   name and the site, under its prefixes of 3 to 6 characters (a 2-character
 *   word under itself), so "Ram", "Rames" and "Ramesh" all find "Ramesh";
 * - `tel:<10 digits>`, `tel4:<last 4>`, `telp:<first 5>`: the phone number;
 * - `mail:<address>`: the e-mail address.
 *
 * A query reads the list of its most telling word, then every candidate is
 * checked against the whole query. Digits in the middle of a phone number and
 * words inside other words are not found; the console says so.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const PREFIX_MIN = 3;
const PREFIX_MAX = 6;

export function normalise(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

export function wordsOf(text: string): string[] {
  return Array.from(normalise(text).matchAll(WORD), (m) => m[0]);
}

/** The last ten digits of a phone number ("+91 98765 43210" → "9876543210"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

function prefixesOf(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 2) return [];
  if (chars.length === 2) return [word];
  const out: string[] = [];
  for (let n = PREFIX_MIN; n <= Math.min(PREFIX_MAX, chars.length); n++) out.push(chars.slice(0, n).join(""));
  return out;
}

/** Every term list an order with these facts belongs to. */
export function termsOf(facts: { name: string; phone: string; email: string; site: string }): string[] {
  const terms = new Set<string>();
  for (const w of [...wordsOf(facts.name), ...wordsOf(facts.site)]) for (const p of prefixesOf(w)) terms.add(`w:${p}`);
  const digits = phoneDigits(facts.phone);
  if (digits.length >= 4) {
    terms.add(`tel:${digits}`);
    terms.add(`tel4:${digits.slice(-4)}`);
    if (digits.length >= 5) terms.add(`telp:${digits.slice(0, 5)}`);
  }
  const email = normalise(facts.email.trim());
  if (email) terms.add(`mail:${email}`);
  return [...terms];
}

/**
 * How a query is answered from the term lists: for each of its parts, the
 * lists that may hold its matches (an order must be in one list of every
 * part), and whether being in them proves a match (`exact`) or each candidate
 * must still be checked against the query. Null when the query is too short.
 */
export function queryPlan(query: string): { parts: string[][]; exact: boolean } | null {
  const q = normalise(query.trim());
  if (q.includes("@")) return { parts: [[`mail:${q}`]], exact: true };
  const digits = q.replace(/[\s+()-]/g, "");
  if (/^\d{4,}$/.test(digits)) {
    if (digits.length >= 10) return { parts: [[`tel:${digits.slice(-10)}`]], exact: true };
    return { parts: [[`tel4:${digits.slice(-4)}`, ...(digits.length >= 5 ? [`telp:${digits.slice(0, 5)}`] : [])]], exact: false };
  }
  const words = [...new Set(wordsOf(q))].filter((w) => Array.from(w).length >= 2);
  if (!words.length) return null;
  const long = words.filter((w) => Array.from(w).length >= PREFIX_MIN);
  // Two-letter words only narrow a search that has a longer word (they are filed only as whole words).
  const used = long.length ? long : words;
  return {
    parts: used.map((w) => [`w:${Array.from(w).slice(0, PREFIX_MAX).join("")}`]),
    // Every word of at most six letters is itself a filed prefix: being in its list is being a match.
    exact: long.length === words.length && used.every((w) => Array.from(w).length <= PREFIX_MAX),
  };
}

/** True when the facts match the whole query: each word starts a word of the name, site or e-mail, digits appear in the phone. */
export function matchesQuery(query: string, facts: { name: string; phone: string; email: string; site: string }): boolean {
  const q = normalise(query.trim());
  const digits = q.replace(/[\s+()-]/g, "");
  if (/^\d{4,}$/.test(digits)) return facts.phone.replace(/\D/g, "").includes(digits.length > 10 ? digits.slice(-10) : digits);
  if (q.includes("@")) return normalise(facts.email.trim()) === q;
  const haystack = [...wordsOf(facts.name), ...wordsOf(facts.site), ...wordsOf(facts.email)];
  return wordsOf(q).every((w) => haystack.some((h) => h.startsWith(w)));
}
