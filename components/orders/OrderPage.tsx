import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageSession } from "@/lib/auth/dal";
import { OrderActions } from "@/components/orders/OrderActions";
import { OrderView } from "@/components/orders/OrderView";
import { OrderMoney } from "@/components/orders/OrderMoney";
import { orderWords } from "@/lib/i18n/islands/order";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { orderMessageToWorkshop } from "@/lib/orders/messages";
import { getSite } from "@/lib/business/site-facts-store";
import { ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";
import { customerCanCancel } from "@/lib/orders/status";
import { OrderLeftovers } from "@/components/orders/OrderLeftovers";
import { getOrderFor } from "@/lib/orders/view";
import { requestOrigin } from "@/lib/orders/origin";
import { hitOrderViewLimit } from "@/lib/orders/rate-limit";
import { TooManyRequestsError } from "@/lib/errors";
import { pageClientIp } from "@/lib/http/page-client";

export type OrderPageProps = { params: Promise<{ reference: string }>; searchParams: Promise<{ key?: string | string[] }> };

/** The order page's title (never indexed; its address carries a guest's key, so no referrer either). */
export async function orderMetadata({ params }: OrderPageProps, locale: Locale): Promise<Metadata> {
  const { reference } = await params;
  return {
    title: fill(orderWords(locale).page.title, { reference: reference.toUpperCase().slice(0, 20) }),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/**
 * /orders/<reference> and /ta/orders/<reference>: the order's confirmation and status page, in `locale`. Its
 * customer (signed in), an admin, or anyone holding the guest link (`?key=`) sees it; everyone else gets the 404
 * page, so references cannot be probed.
 */
export async function OrderPage({ params, searchParams, locale }: OrderPageProps & { locale: Locale }) {
  const t = orderWords(locale).page;
  const { reference: raw } = await params;
  const { key: rawKey } = await searchParams;
  const reference = decodeURIComponent(raw).toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(reference)) notFound();
  const key = typeof rawKey === "string" ? rawKey.slice(0, 100) : null;
  const session = await pageSession();
  const user = session.state === "signed-in" ? session.user : null;
  try {
    await hitOrderViewLimit(await pageClientIp(), user);
  } catch (err) {
    if (!(err instanceof TooManyRequestsError)) throw err;
    const minutes = Math.ceil(err.retryAfterSeconds / 60);
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6" role="alert">
        <h1 className="text-2xl font-semibold text-ink">{t.waitTitle}</h1>
        <p className="mt-3 text-ink-muted">{fill(t.wait, { n: minutes })}</p>
      </div>
    );
  }
  const found = await getOrderFor(reference, { user, key });
  if (!found) notFound();
  const { order, access } = found;
  const [origin, site] = await Promise.all([requestOrigin(), getSite()]);
  const shareUrl = `${origin}${localHref(locale, order.link ?? `/orders/${order.reference}`)}`;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <OrderView
        order={order}
        locale={locale}
        money={<OrderMoney order={order} origin={origin} accessKey={access === "key" ? key : null} locale={locale} />}
        actions={
          <OrderActions
            reference={order.reference}
            accessKey={access === "key" ? key : null}
            canCancel={access !== "admin" && customerCanCancel(order.status)}
            whatsappHref={site.whatsappLink(orderMessageToWorkshop(order, shareUrl, locale))}
            shareUrl={shareUrl}
            canAttach={access === "key" && !!user && order.guest}
            text={orderWords(locale).actions}
          />
        }
        leftovers={<OrderLeftovers order={order} locale={locale} accessKey={access === "key" ? key : null} />}
      />
      {access === "key" && !user && <p className="mt-6 rounded-md border border-rule bg-stone-warm px-3 py-2 text-sm text-ink-muted">{t.keepLink}</p>}
    </div>
  );
}
