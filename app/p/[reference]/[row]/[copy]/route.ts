import { NextResponse } from "next/server";
import { ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ reference: string; row: string; copy: string }> };

/**
 * GET /p/{reference}/{row}/{copy}: a label's QR code, opened by a phone's own camera (the scan page reads the code
 * without following it). Sends the staff to the order in the console, at the piece's row; the console checks who
 * may see it. 404 for a link that names no order.
 */
export async function GET(_request: Request, { params }: Params) {
  const { reference, row } = await params;
  const ref = decodeURIComponent(reference).toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(ref) || !/^\d{1,5}$/.test(row)) return new NextResponse("Not found", { status: 404 });
  // A relative Location: behind a proxy the request's own URL may name an inner host the staff's cookie is not for.
  return new NextResponse(null, { status: 307, headers: { Location: `/admin/orders/${ref}#part-${Number(row)}` } });
}
