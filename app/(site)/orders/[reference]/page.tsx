import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageSession } from "@/lib/auth/dal";
import { OrderActions } from "@/components/orders/OrderActions";
import { OrderView } from "@/components/orders/OrderView";
import { OrderMoney } from "@/components/orders/OrderMoney";
import { chatWithWorkshop, orderMessageToWorkshop } from "@/lib/orders/messages";
import { ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";
import { customerCanCancel } from "@/lib/orders/status";
import { getOrderFor } from "@/lib/orders/store";
import { requestOrigin } from "@/lib/orders/origin";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { TooManyRequestsError } from "@/lib/errors";
import { pageClientIp } from "@/lib/http/page-client";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<{ key?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Order ${reference.toUpperCase().slice(0, 20)}`, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * /orders/<reference>: the order's confirmation and status page. Its customer
 * (signed in), an admin, or anyone holding the guest link (`?key=`) sees it;
 * everyone else gets the 404 page, so references cannot be probed.
 */
export default async function OrderPage({ params, searchParams }: Props) {
  const { reference: raw } = await params;
  const { key: rawKey } = await searchParams;
  const reference = decodeURIComponent(raw).toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(reference)) notFound();
  const key = typeof rawKey === "string" ? rawKey.slice(0, 100) : null;
  try {
    await hitOrderViewLimit(await pageClientIp());
  } catch (err) {
    if (!(err instanceof TooManyRequestsError)) throw err;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6" role="alert">
        <h1 className="text-2xl font-semibold text-ink">Please wait a moment</h1>
        <p className="mt-3 text-ink-muted">
          This order was opened very many times from here just now. Try again in {Math.ceil(err.retryAfterSeconds / 60)} minute
          {err.retryAfterSeconds > 60 ? "s" : ""}.
        </p>
      </div>
    );
  }
  const session = await pageSession();
  const user = session.state === "signed-in" ? session.user : null;
  const found = await getOrderFor(reference, { user, key });
  if (!found) notFound();
  const { order, access } = found;
  const origin = await requestOrigin();
  const shareUrl = `${origin}${order.link ?? `/orders/${order.reference}`}`;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <OrderView
        order={order}
        money={<OrderMoney order={order} origin={origin} accessKey={access === "key" ? key : null} />}
        actions={
          <OrderActions
            reference={order.reference}
            accessKey={access === "key" ? key : null}
            canCancel={access !== "admin" && customerCanCancel(order.status)}
            whatsappHref={chatWithWorkshop(orderMessageToWorkshop(order, shareUrl))}
            shareUrl={shareUrl}
            canAttach={access === "key" && !!user && order.guest}
          />
        }
      />
      {access === "key" && !user && (
        <p className="mt-6 rounded-md border border-rule bg-stone-warm px-3 py-2 text-sm text-ink-muted">
          Keep this page’s link: it is the only way to open this order without an account. Anyone with the link can see the order.
        </p>
      )}
    </div>
  );
}
