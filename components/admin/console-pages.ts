import { can, DEVICE_PERMISSIONS, type Permission } from "@/vocabulary/roles";

/**
 * The console's pages and what each needs (issue 51): the menu shows only what the role may open, and a role sent to
 * the console's home that may not read it (the floor) lands on its first page (the scan page).
 */
export const CONSOLE_PAGES: readonly { href: string; label: string; permission: Permission }[] = [
  { href: "/admin", label: "Enquiries", permission: "enquiries.manage" },
  { href: "/admin/orders", label: "Orders", permission: "orders.read" },
  { href: "/admin/batches", label: "Batches", permission: "batches.manage" },
  { href: "/admin/capacity", label: "Capacity", permission: "orders.read" },
  { href: "/admin/scan", label: "Scan", permission: "scan" },
  { href: "/admin/devices", label: "Station phones", permission: "devices.manage" },
  { href: "/admin/tariff", label: "Tariff", permission: "tariff.manage" },
  { href: "/admin/materials", label: "Boards", permission: "materials.manage" },
  { href: "/admin/offcuts", label: "Offcuts", permission: "offcuts.manage" },
  { href: "/admin/business", label: "Business & GST", permission: "business.manage" },
  { href: "/admin/books", label: "Books", permission: "books.returns" },
  { href: "/admin/services", label: "Services", permission: "content.manage" },
  { href: "/admin/gallery", label: "Our work", permission: "content.manage" },
  { href: "/admin/users", label: "Staff & accounts", permission: "staff.manage" },
  { href: "/admin/audit", label: "Audit log", permission: "audit.all" },
  { href: "/admin/downloads", label: "Downloads", permission: "content.manage" },
];

/** The console pages a staff role may open, or a station phone (the pages of its permissions), in menu order. */
export function pagesFor(role: string | null, device: boolean): typeof CONSOLE_PAGES {
  return CONSOLE_PAGES.filter((p) => (device ? DEVICE_PERMISSIONS.includes(p.permission) : can(role, p.permission)));
}
