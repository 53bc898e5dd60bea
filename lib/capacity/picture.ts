import "server-only";
import { getSite } from "@/lib/business/site-facts-store";
import { formatDay } from "@/lib/format/date";
import { orderWords } from "@/lib/i18n/islands/order";
import { fill } from "@/lib/i18n/template";
import { chatWithCustomer } from "@/lib/orders/messages";
import { indiaToday } from "@/lib/orders/reference";
import { loadFromToday } from "./shop-load";
import type { AtRisk, CapacityAnswer, RiskReason } from "./answers";

export type { CapacityAnswer } from "./answers";

/**
 * The shop's next days per station and the orders at risk (issue 70). The load runs from today, so `from` is today
 * or later; `days` days from it are drawn.
 */
export async function capacityPicture(from: string, days: number): Promise<CapacityAnswer> {
  const today = indiaToday();
  const ahead = Math.max(0, Math.round((Date.parse(`${from}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000));
  const [{ loaded, orders, stations }, site] = await Promise.all([loadFromToday(undefined, undefined, ahead + days), getSite()]);
  const names = new Map(stations.map((s) => [s.id, s]));
  const picture = loaded.stations.map((s) => ({
    id: s.id,
    name: names.get(s.id)?.name ?? s.id,
    nameTamil: names.get(s.id)?.nameTamil ?? s.id,
    days: s.days.slice(ahead, ahead + days),
  }));
  const atRisk: AtRisk[] = [];
  for (const o of orders) {
    const readyOn = loaded.readyOn[o.job] ?? "";
    const reasons: RiskReason[] = [];
    for (const [station, plannedOn] of Object.entries(o.stationDays)) {
      const p = o.progress[station];
      if (plannedOn < today && p && p.done < p.of) reasons.push({ kind: "behind", station, plannedOn });
    }
    if (o.promisedOn && readyOn > o.promisedOn) reasons.push({ kind: "late", readyOn });
    if (!reasons.length) continue;
    const late = reasons.some((r) => r.kind === "late");
    const words = orderWords(o.language).messages;
    const text = fill(late ? words.lateNotice : words.behindNotice, {
      name: o.customer.name,
      business: site.shortName,
      ref: o.ref,
      day: formatDay(late ? readyOn : o.promisedOn || readyOn, o.language),
      promised: formatDay(o.promisedOn, o.language),
    });
    atRisk.push({
      reference: o.ref,
      customer: o.customer.name,
      promisedOn: o.promisedOn,
      readyOn,
      requiredBy: o.requiredBy,
      reasons,
      whatsapp: chatWithCustomer(o.customer.phone, text),
    });
  }
  atRisk.sort((a, b) => (a.promisedOn < b.promisedOn ? -1 : a.promisedOn > b.promisedOn ? 1 : 0));
  return { from, stations: picture, atRisk };
}
