/** GET /api/admin/capacity's answer (issue 70), client-safe: the console draws it (components/admin/CapacityConsole.tsx). */

/** One station's days, as the console draws them (GET /api/admin/capacity). */
export interface CapacityStation {
  id: string;
  name: string;
  nameTamil: string;
  days: { date: string; capacityMinutes: number; plannedMinutes: number; orders: string[] }[];
}

/** Why an order is at risk: a station past its planned day unfinished, or a load that no longer meets its promise. */
export type RiskReason = { kind: "behind"; station: string; plannedOn: string } | { kind: "late"; readyOn: string };

export interface AtRisk {
  reference: string;
  customer: string;
  promisedOn: string;
  readyOn: string;
  requiredBy: string;
  reasons: RiskReason[];
  /** The WhatsApp message to the customer, in the order's language, ready to send. */
  whatsapp: string;
}

export interface CapacityAnswer {
  from: string;
  stations: CapacityStation[];
  atRisk: AtRisk[];
}
