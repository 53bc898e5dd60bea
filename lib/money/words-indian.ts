/**
 * An amount in words the Indian way (lakh, crore) from a catalogue's number words: the Tamil papers' "amount in words"
 * (issue 67, walk C11), as a Tamil bill writes it (tests/unit/tamil-amount-words.test.ts has the examples). Each place
 * takes its joining form before what follows (the `…Joined` words) and its whole form at the end; one thousand is the
 * thousand's word alone, one lakh and one crore take the word for "one" used before a noun (`one`); two to nine
 * thousand have words of their own (`thousands`). Pure; the words are messages/<locale>.json's `NumberWords` (no
 * Tamil in code).
 */
/** Words by number, keyed `n<number>` (a catalogue holds no arrays). */
type ByNumber = Record<string, string>;

export interface NumberWords {
  units: ByNumber;
  tens: ByNumber;
  tensJoined: ByNumber;
  hundreds: ByNumber;
  hundredsJoined: ByNumber;
  thousands: ByNumber;
  thousandsJoined: ByNumber;
  one: string;
  thousand: string;
  thousandJoined: string;
  lakh: string;
  lakhJoined: string;
  crore: string;
  croreJoined: string;
  rupees: string;
  paise: string;
  only: string;
  minus: string;
}

/** 1 to 99. */
function belowHundred(n: number, w: NumberWords): string {
  if (n < 20) return w.units[`n${n}`];
  const t = Math.floor(n / 10);
  const u = n % 10;
  return u ? `${w.tensJoined[`n${t}`]} ${w.units[`n${u}`]}` : w.tens[`n${t}`];
}

/** 1 to 999; `more`: something follows (the joining form of a round hundred). */
function belowThousand(n: number, w: NumberWords, more: boolean): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (!h) return belowHundred(rest, w);
  if (!rest) return more ? w.hundredsJoined[`n${h}`] : w.hundreds[`n${h}`];
  return `${w.hundredsJoined[`n${h}`]} ${belowHundred(rest, w)}`;
}

/** A count before a place word: the word for "one" used before a noun, else its words. */
const countOf = (n: number, w: NumberWords, more: boolean) => (n === 1 ? w.one : belowThousand(n, w, more));

/** A whole number (0 or more) in words. */
export function wholeInWords(n: number, w: NumberWords): string {
  if (n === 0) return w.units[`n${0}`];
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crores) {
    const more = lakhs + thousands + rest > 0;
    // Beyond 999 crore the count of crores is itself said the Indian way.
    parts.push(`${crores >= 1000 ? wholeInWords(crores, w) : countOf(crores, w, false)} ${more ? w.croreJoined : w.crore}`);
  }
  if (lakhs) parts.push(`${countOf(lakhs, w, false)} ${thousands + rest > 0 ? w.lakhJoined : w.lakh}`);
  if (thousands) {
    const more = rest > 0;
    parts.push(
      thousands < 10
        ? (more ? w.thousandsJoined : w.thousands)[`n${thousands}`]
        : `${belowHundred(thousands, w)} ${more ? w.thousandJoined : w.thousand}`,
    );
  }
  if (rest) parts.push(belowThousand(rest, w, false));
  return parts.join(" ");
}

/** Paise as an amount in words: the rupees, then the paise, then "only"; no rupees: the paise alone. */
export function amountInWords(paise: number, w: NumberWords): string {
  const sign = paise < 0 ? `${w.minus} ` : "";
  const abs = Math.abs(Math.round(paise));
  const rupees = Math.floor(abs / 100);
  const p = abs % 100;
  const words = [rupees || !p ? `${wholeInWords(rupees, w)} ${w.rupees}` : "", p ? `${belowHundred(p, w)} ${w.paise}` : ""].filter(Boolean);
  return `${sign}${words.join(" ")} ${w.only}`;
}
