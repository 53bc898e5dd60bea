/**
 * Who may do what (issue 51), declared once: the roles of the workshop's people, the permissions the routes and
 * pages ask for, and the one table that maps each role to its permissions. Client-safe and pure: the server's route
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
  "batches.manage",
  "offcuts.manage",
  "enquiries.manage",
  "devices.manage",
  "scan",
  "stations.read",
  "stations.manage",
  "production.view",
  "tariff.manage",
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
  "batches.manage",
  "offcuts.manage",
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

/** What each permission lets one do, in the words of the refusal ("Only the owner can …") and of docs/SECURITY.md. */
export const PERMISSION_WORDS: Record<Permission, string> = {
  "orders.read": "see the order book",
  "orders.manage": "confirm, price and move orders",
  "payments.record": "record payments",
  "payments.refund": "record refunds and corrections",
  "invoices.issue": "issue tax invoices",
  "creditnotes.issue": "issue credit notes",
  "books.export": "export the GST register",
  "batches.manage": "make and undo cutting batches",
  "offcuts.manage": "manage the offcut store",
  "enquiries.manage": "read and answer enquiries",
  "devices.manage": "pair and revoke station phones",
  scan: "scan pieces",
  "stations.read": "see the stations",
  "stations.manage": "change the stations",
  "production.view": "open the workshop pack and labels",
  "tariff.manage": "change the tariff",
  "materials.manage": "change the boards and their prices",
  "business.manage": "change the business details",
  "staff.manage": "manage the staff, their roles and sessions",
  "audit.order": "read an order's trail",
  "audit.all": "read the audit log",
  "content.manage": "change the site's services, photos and downloads",
  "backup.read": "see the backup's state",
};

/** The roles that hold a permission, for a refusal that says who may ("Only the owner can change the tariff."). */
export function refusalFor(permission: Permission): string {
  const who = STAFF_ROLES.filter((r) => can(r, permission));
  const names = who.map((r) => (r === "owner" ? "the owner" : r === "office" ? "the office" : "the floor"));
  const list = names.length <= 1 ? (names[0] ?? "the owner") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `Only ${list} can ${PERMISSION_WORDS[permission]}.`;
}
