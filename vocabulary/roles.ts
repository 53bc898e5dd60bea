/**
 * Who may do what (issue 51), declared once: the roles of the workshop's people, the permissions the routes and
 * pages ask for, and the one table that maps each role to its permissions. Client-safe and pure (it imports nothing): the server's route
 * wrapper (lib/http/handler.ts) and page guards (lib/auth/dal.ts) check it, the console's menu shows only what the
 * role may open, and docs/SECURITY.md prints it.
 *
 * - owner: everything, and alone: staff and roles, the business details, the tariff and board prices, refunds and
 *   credit notes (and the site's content, the stations, the books, the audit log).
 * - office: orders, confirmation, payments received, invoices, batches, the offcut store, enquiries, pairing and
 *   revoking station phones, the scan page.
 * - floor: the scan page, the stations' lists, and the workshop pack and labels of orders that are confirmed or in
 *   production, showing pieces only (no customer contact, no price or money).
 * - user: a customer (their own account and orders; no permission here).
 * A paired station phone (a device, not a person) may scan at its own stations and read the stations' list.
 */
export const ROLES = ["user", "floor", "office", "owner"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["owner", "office", "floor"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaff = (role: string | undefined | null): role is StaffRole => STAFF_ROLES.includes(role as StaffRole);

export const ROLE_LABEL: Record<Role, string> = { owner: "Owner", office: "Office", floor: "Floor", user: "Customer" };

export const PERMISSIONS = [
  "orders.read",
  "orders.manage",
  "payments.record",
  "payments.refund",
  "invoices.issue",
  "creditnotes.issue",
  "books.export",
  "books.returns",
  "batches.manage",
  "offcuts.manage",
  "enquiries.manage",
  "devices.manage",
  "scan",
  "stations.read",
  "stations.manage",
  "production.view",
  "tariff.manage",
  "materials.read",
  "materials.manage",
  "business.manage",
  "staff.manage",
  "audit.order",
  "audit.all",
  "content.manage",
  "backup.read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const OFFICE: readonly Permission[] = [
  "orders.read",
  "orders.manage",
  "payments.record",
  "invoices.issue",
  // The month's GSTR-1 and Tally files, and marking a return filed (issue 69): the office prepares the accountant's month.
  "books.returns",
  "batches.manage",
  "offcuts.manage",
  // The boards' list: the offcut store's form and the confirmation read it (walk B1); their prices stay the owner's.
  "materials.read",
  "enquiries.manage",
  "devices.manage",
  "scan",
  "stations.read",
  "production.view",
  "audit.order",
];

const FLOOR: readonly Permission[] = ["scan", "stations.read", "production.view"];

/** The one table: each role and exactly what it may do. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  office: OFFICE,
  floor: FLOOR,
  user: [],
};

/** What a paired station phone may do (at its own stations only, checked where it scans). */
export const DEVICE_PERMISSIONS: readonly Permission[] = ["scan", "stations.read"];

export const can = (role: string | null | undefined, permission: Permission): boolean =>
  !!role && (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
