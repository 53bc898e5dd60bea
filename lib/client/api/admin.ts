/**
 * Browser side of the consoles' settings endpoints (client-safe): one typed function per call, the request's type
 * from the server's own schema (its input side) and the answer's from the type the route answers with.
 */
import "client-only";
import type { z } from "zod";
import type { BusinessAnswer, businessSchema } from "@/lib/business/fields";
import type { SiteFactsInput } from "@/lib/business/site-facts-schema";
import type { SiteFactsAnswer } from "@/vocabulary/site-facts";
import type { CatalogView } from "@/lib/cutting/list/materials";
import type { TariffAnswer } from "@/lib/orders/tariff-items";
import type { tariffPatchSchema } from "@/lib/orders/tariff-schema";
import type { materialsPutSchema } from "@/lib/rack/schema";
import type { Saved } from "@/lib/answers";
import { apiRequest, type AsTyped } from "./request";

/** GET /api/admin/tariff. */
export const loadTariff = () => apiRequest<TariffAnswer>("/api/admin/tariff");
/** PATCH /api/admin/tariff {prices}. */
export const saveTariff = (json: z.input<typeof tariffPatchSchema>) =>
  apiRequest<Saved<TariffAnswer>>("/api/admin/tariff", { method: "PATCH", json });

/** GET /api/admin/materials: the workshop's boards and saw. */
export const loadCatalog = () => apiRequest<CatalogView>("/api/admin/materials");
/** PUT /api/admin/materials {materials, saw}. */
export const saveCatalog = (json: AsTyped<z.input<typeof materialsPutSchema>>) =>
  apiRequest<Saved<CatalogView>>("/api/admin/materials", { method: "PUT", json });

/** GET /api/admin/business. */
export const loadBusiness = () => apiRequest<BusinessAnswer>("/api/admin/business");
/** PUT /api/admin/business: the details every quotation, UPI link and invoice carries. */
export const saveBusiness = (json: z.input<typeof businessSchema>) =>
  apiRequest<Saved<BusinessAnswer>>("/api/admin/business", { method: "PUT", json });
/** GET /api/admin/business/facts: the name, numbers, address, links and hours the site shows. */
export const loadSiteFacts = () => apiRequest<SiteFactsAnswer>("/api/admin/business/facts");
/** PUT /api/admin/business/facts: every page, WhatsApp link and paper follows at once. */
export const saveSiteFacts = (json: SiteFactsInput, version?: number) =>
  apiRequest<Saved<SiteFactsAnswer>>("/api/admin/business/facts", {
    method: "PUT",
    json,
    ...(version !== undefined ? { headers: { "If-Match": `"${version}"` } } : {}),
  });
