import type { EnquiryStatusValue } from "@/vocabulary/enquiry";

/**
 * Every TanStack Query key of the site, in one place: a mutation invalidates
 * by these prefixes, so a key written twice by hand can never drift apart.
 */
export const queryKeys = {
  /** GET /api/services (the "All Services" list). */
  services: ["services"] as const,
  /** GET /api/admin/services (the console's list, with slug and order). */
  adminServices: ["admin", "services"] as const,
  /** GET /api/admin/gallery (the console's "Our work" photos, hidden ones too). */
  adminGallery: ["admin", "gallery"] as const,
  /** GET /api/user/ (the console's users; one page per key under it). */
  users: ["admin", "users"] as const,
  userPage: (page: number, email = "") => ["admin", "users", page, email] as const,
  /** GET /api/enquiries, all filters (prefix for invalidation). */
  enquiries: ["admin", "enquiries"] as const,
  /** One page of GET /api/enquiries for a filter. */
  enquiryPage: (filter: { status: EnquiryStatusValue | ""; q: string; page: number }) => ["admin", "enquiries", filter] as const,
  /** GET /api/user/{id} (the account page). */
  user: (id: string) => ["user", id] as const,
  /** GET /api/admin/tariff (the console's price list). */
  tariff: ["admin", "tariff"] as const,
  /** GET /api/admin/materials (the console's materials and board sizes). */
  materials: ["admin", "materials"] as const,
  /** GET /api/admin/batches (orders to batch, recent batches). */
  batches: ["admin", "batches"] as const,
  /** GET /api/admin/stations (the workshop's stations). */
  stations: ["admin", "stations"] as const,
  /** GET /api/admin/capacity and its settings (issue 70). */
  capacity: ["admin", "capacity"] as const,
  capacityDays: (days: number) => ["admin", "capacity", days] as const,
  capacitySettings: ["admin", "capacity", "settings"] as const,
  /** GET /api/admin/devices (the station phones). */
  devices: ["admin", "devices"] as const,
  /** GET /api/admin/staff (the workshop's people and their sessions). */
  staff: ["admin", "staff"] as const,
  /** GET /api/admin/offcuts (the offcut store), all filters (prefix for invalidation), and one filter. */
  allOffcuts: ["admin", "offcuts"] as const,
  offcuts: (filter: string) => ["admin", "offcuts", filter] as const,
  /** GET /api/admin/audit for one query (the audit log's page). */
  audit: (query: string) => ["admin", "audit", query] as const,
  /** GET /api/admin/orders/{ref}/confirmation (the price the plan gives at confirmation). */
  confirmation: (reference: string) => ["admin", "confirmation", reference] as const,
  /** GET /api/admin/business (the business details for quotations and invoices). */
  business: ["admin", "business"] as const,
  /** GET /api/admin/business/facts (the site's name, numbers, address, links and hours). */
  siteFacts: ["admin", "business", "facts"] as const,
  /** GET /api/admin/books/month (the Books page's month). */
  booksMonth: (month: string) => ["admin", "books", month] as const,
  /** GET /api/admin/orders, all filters (prefix for invalidation). */
  adminOrders: ["admin", "orders"] as const,
  /** One page of GET /api/admin/orders for a filter. */
  adminOrderPage: (filter: string, page: number) => ["admin", "orders", filter, page] as const,
  /** GET /api/orders, all pages (the customer's own orders). */
  myOrders: ["my-orders"] as const,
  myShelf: ["my-shelf"] as const,
  myOrderPage: (page: number) => ["my-orders", page] as const,
  /** POST /api/orders/estimate for one list and its options (the cut list's estimate). */
  estimate: (request: unknown) => ["estimate", request] as const,
};
