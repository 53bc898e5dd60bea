/** The business facts the owner edits in the console (issue 56): one type for the server, the console's form and the islands. */
export interface SiteFacts {
  name: string;
  shortName: string;
  /** Digits with the country code: "919876543210". */
  phone: string;
  /** The WhatsApp number's digits; empty = the phone's. */
  whatsapp: string;
  email: string;
  street: string;
  /** The street in Tamil for the Tamil pages; empty = they show the city alone. */
  streetTamil: string;
  postalCode: string;
  /** The owner's own map pin (https); empty = a map search for the address. */
  mapUrl: string;
  /** Each an https link; empty = no link. */
  socials: { facebook: string; instagram: string; linkedin: string; twitter: string };
  /** "09:00" and "19:00". */
  opens: string;
  closes: string;
}

/** GET /api/admin/business/facts, and the answer to saving them. */
export interface SiteFactsAnswer {
  facts: SiteFacts & { example: boolean; updatedAt: string | null; updatedBy: string; version: number };
}
