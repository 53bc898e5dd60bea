/** The Books page's month (issue 69), client-safe: GET /api/admin/books/month's answer (lib/money/returns.ts). */
import type { Section } from "./gstr1";

export interface SectionFigures {
  count: number;
  taxablePaise: number;
  taxPaise: number;
}

/** What will be filed, section by section, against the register's net for the same days. */
export interface BooksMonth {
  month: string;
  sections: Record<Section, SectionFigures>;
  challans: number;
  /** Invoices less credit notes, as the GSTR-1 sections add up and as the register's totals give them. */
  returnTaxablePaise: number;
  registerTaxablePaise: number;
  downloadedAt: string | null;
  filedAt: string | null;
  filedBy: string;
  example: boolean;
}
