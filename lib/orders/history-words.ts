/**
 * The reasons the order's history keeps for the moves the floor makes by itself (lib/orders/record-scan.ts: the
 * first piece scanned, every piece past its last station) are stored in English, as the history always was; they are
 * read back here into the reader's language (walk 6, issue 66: a Tamil order page showed them in English). A station
 * is named as the order's progress names it in Tamil; a reason typed by someone is shown as typed.
 */
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";

const FIRST_PIECE = /^First piece scanned at (.+)$/;
const ALL_PASSED = "Every piece has passed its last station";

/** The English reason the scan stores for its move (one wording, here and in the reading back). */
export const firstPieceReason = (stationEnglish: string) => fill(orderWords("en").history.firstPiece, { station: stationEnglish.toLowerCase() });
export const allPassedReason = () => orderWords("en").history.allPassed;

export function historyReason(reason: string, locale: Locale, stations: readonly { name: string; nameTamil: string }[] = []): string {
  if (locale === "en") return reason;
  const t = orderWords(locale).history;
  if (reason === ALL_PASSED) return t.allPassed;
  const first = FIRST_PIECE.exec(reason);
  if (first) {
    const station = stations.find((s) => s.name.toLowerCase() === first[1].toLowerCase());
    return fill(t.firstPiece, { station: station?.nameTamil ?? first[1] });
  }
  return reason;
}
