/**
 * The reasons an order's history and its cancellation keep, in the reader's language (issue 66: "every stored text a
 * customer reads stored as a key with values"). What the workshop's system writes by itself (the floor's first piece
 * scanned, every piece past its last station, a customer's own cancel) is stored as a keyed sentence (`said`, the
 * `Said` namespace of messages/<locale>.json, a station by both its names) beside its English (`reason`, the
 * record the audit log and the credit note read). A reason someone typed is shown as typed. Entries written before
 * the keys were kept hold the English alone: those three sentences are read back into their keys here, by the
 * catalogue's own English.
 */
import "server-only";
import { said, type Refusal } from "@/lib/i18n/refusal";
import { refusalInEnglish, refusalText } from "@/lib/i18n/refusal-text";
import type { Locale } from "@/lib/i18n/locales";
import { stationInRefusal } from "@/lib/production/stations";

type Named = { name: string; nameTamil: string };

/** The scan's reasons for its moves, keyed; their English is `refusalInEnglish` of them. */
export const firstPieceSaid = (station: Named): Refusal => said("historyFirstPiece", { station: stationInRefusal(station) });
export const allPassedSaid = (): Refusal => said("historyAllPassed");
export const customerCancelledSaid = (): Refusal => said("historyCustomerCancelled");

/** A move's reason as stored: the English record and its keyed sentence. */
export const keptReason = (sentence: Refusal) => ({ reason: refusalInEnglish(sentence), said: sentence });

/**
 * The English the floor and a customer's cancel wrote before the keys were kept, read from the catalogue itself (the
 * station's place in the first-piece sentence found by a marker), worked out once.
 */
let older: { allPassed: string; cancelled: string; firstPiece: string[] } | null = null;
const olderForms = () =>
  (older ??= {
    allPassed: refusalInEnglish(allPassedSaid()),
    cancelled: refusalInEnglish(customerCancelledSaid()),
    firstPiece: refusalInEnglish(said("historyFirstPiece", { station: "\u0000" })).split("\u0000"),
  });

/** The keyed sentence of a reason stored before the keys were kept (one the system wrote), or null when typed. */
function olderSaid(reason: string, stations: readonly Named[]): Refusal | null {
  const forms = olderForms();
  if (reason === forms.allPassed) return allPassedSaid();
  if (reason === forms.cancelled) return customerCancelledSaid();
  const [before, after] = forms.firstPiece;
  if (reason.length <= before.length + after.length || !reason.startsWith(before) || !reason.endsWith(after)) return null;
  const name = reason.slice(before.length, reason.length - after.length);
  const station = stations.find((s) => s.name.toLowerCase() === name.toLowerCase()) ?? { name, nameTamil: name };
  return firstPieceSaid(station);
}

/** A reason in `locale`: its keyed sentence when it has one, else as typed. */
export function reasonIn(entry: { reason: string; said?: Refusal | null }, locale: Locale, stations: readonly Named[] = []): string {
  const sentence = entry.said ?? olderSaid(entry.reason, stations);
  return sentence ? refusalText(sentence, locale) : entry.reason;
}

/** Why a cancelled order was cancelled, in `locale` (the cancel's history entry holds its keyed sentence). */
export function cancelReasonIn(
  order: { cancelReason: string; history: readonly { kind: string; status: string; reason: string; said?: Refusal | null }[] },
  locale: Locale,
): string {
  const entry = order.history.findLast((h) => h.kind === "status" && h.status === "cancelled");
  return reasonIn({ reason: order.cancelReason, said: entry?.said }, locale);
}
