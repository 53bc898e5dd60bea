/** The columns of the enquiry exports (CSV and XLSX share them). */
export interface EnquiryRow {
  reference: string;
  createdAt: Date | string;
  status: string;
  name: string;
  email: string;
  phone: string;
  service?: string;
  page?: string;
  message: string;
}

export const EXPORT_COLUMNS: { key: keyof EnquiryRow; header: string; width: number }[] = [
  { key: "reference", header: "Reference", width: 13 },
  { key: "createdAt", header: "Received (UTC)", width: 20 },
  { key: "status", header: "Status", width: 11 },
  { key: "name", header: "Name", width: 24 },
  { key: "email", header: "Email", width: 30 },
  { key: "phone", header: "Phone", width: 18 },
  { key: "service", header: "Service", width: 16 },
  { key: "page", header: "Page", width: 14 },
  { key: "message", header: "Message", width: 60 },
];

/** "2025-03-04 09:15" in UTC: sortable, and the same for every reader. */
export function formatTimestamp(value: Date | string): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  return d.toISOString().slice(0, 16).replace("T", " ");
}

export function cellText(row: EnquiryRow, key: keyof EnquiryRow): string {
  const value = row[key];
  if (key === "createdAt") return formatTimestamp(value as Date | string);
  return value == null ? "" : String(value);
}
