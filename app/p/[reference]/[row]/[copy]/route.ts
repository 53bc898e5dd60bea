import { NextResponse } from "next/server";
import { ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";
import { getSession } from "@/lib/auth/guards";
import { can } from "@/vocabulary/roles";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ reference: string; row: string; copy: string }> };

/**
 * GET /p/{reference}/{row}/{copy}: a label's QR code, opened by a phone's own camera (the scan page reads the code
 * without following it). The owner and the office go to the order in the console, at the piece's row; anyone else
 * (the floor, a station phone, nobody signed in) to the scan page with the piece's code ready to record at their
 * station (walk C8: the order book is not the floor's). The pages check who may see them. 404 for a link that names
 * no order.
 */
export async function GET(request: Request, { params }: Params) {
  const { reference, row, copy } = await params;
  const ref = decodeURIComponent(reference).toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(ref) || !/^\d{1,5}$/.test(row) || !/^\d{1,5}$/.test(copy)) return new NextResponse("Not found", { status: 404 });
  const session = await getSession(request).catch(() => null);
  const office = !!session && can(session.user.role, "orders.read");
  // A relative Location: behind a proxy the request's own URL may name an inner host the staff's cookie is not for.
  const to = office ? `/admin/orders/${ref}#part-${Number(row)}` : `/admin/scan?code=${encodeURIComponent(`${ref}/${Number(row)}/${Number(copy)}`)}`;
  return new NextResponse(null, { status: 307, headers: { Location: to, "Cache-Control": "no-store" } });
}
