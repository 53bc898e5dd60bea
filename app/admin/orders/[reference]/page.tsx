import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { loadAdminOrder } from "./load-order";
import { ewayBillStandingOf } from "@/lib/money/eway-bill-paper";
import { OrderAdminPanel } from "@/components/admin/OrderAdminPanel";
import { OrderView } from "@/components/orders/OrderView";
import { OrderLeftovers } from "@/components/orders/OrderLeftovers";
import { OrderMoney } from "@/components/orders/OrderMoney";
import { OrderMoneyPanel } from "@/components/admin/OrderMoneyPanel";
import { getBusiness } from "@/lib/business/settings";
import { sawFileSettings } from "@/lib/cutting/list/materials";
import { getCatalog } from "@/lib/rack/catalog";
import { notifyCustomerHref } from "@/lib/orders/messages";
import { getSite } from "@/lib/business/site-facts-store";
import { requestOrigin } from "@/lib/orders/origin";
import { OrderOffcutsPanel } from "@/components/admin/OrderOffcutsPanel";
import { planOffcuts } from "@/lib/rack/plan-offcuts";
import { materialLabel } from "@/lib/orders/pack";
import { offcutMinMm } from "@/lib/rack/offcuts";
import { orderAccountEmail } from "@/lib/batches/leftovers";
import { AuditTable } from "@/components/admin/AuditTable";
import { orderTrail } from "@/lib/audit/log";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ reference: string }> };

export async function generateMetadata({ params }: Props) {
  const { reference } = await params;
  return { title: `Order ${reference.toUpperCase().slice(0, 20)}` };
}

/** One order in the console: the workshop's controls above the customer's view of it. */
export default async function AdminOrderPage({ params }: Props) {
  const loaded = await loadAdminOrder(params);
  if (loaded.denied) return <AccessNotice reason={loaded.denied} message={loaded.message} />;
  const { found } = loaded;
  const { order } = found;
  const origin = await requestOrigin();
  return (
    <div className="grid gap-5">
      <Link href="/admin/orders" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline print:hidden">
        ← All orders
      </Link>
      {order.batch && (
        <p className="text-sm text-ink" data-testid="order-batch">
          Cut in batch{" "}
          <Link href={`/admin/batches/${order.batch}`} className="tabular font-semibold text-brand-700 underline-offset-2 hover:underline">
            {order.batch}
          </Link>
          : print its pack and labels from the batch.
        </p>
      )}
      <OrderAdminPanel
        key={`${order.status}-${order.confirmedPaise}`}
        reference={order.reference}
        status={order.status}
        fulfilment={order.fulfilment}
        estimateTotalPaise={order.estimate.totalPaise}
        confirmedPaise={order.confirmedPaise}
        notifyHref={notifyCustomerHref(order, origin, (await getSite()).shortName)}
        sawFormat={sawFileSettings(await getCatalog()).format}
      />
      {/* An order cut in a batch leaves the batch's offcuts: they are kept from the batch's page. */}
      {!order.batch && ["in-production", "ready-for-pickup", "out-for-delivery", "completed"].includes(order.status) && (
        <OrderOffcutsPanel
          reference={order.reference}
          choice={order.leftovers}
          ownerEmail={order.guest ? "" : await orderAccountEmail(order.reference)}
          ownerName={order.customer.name}
          minMm={offcutMinMm()}
          offcuts={planOffcuts(
            order.plans,
            Object.fromEntries(order.plans.map((p) => [p.material, materialLabel(p.material, order.materials)])),
            offcutMinMm(),
          )}
        />
      )}
      <OrderMoneyPanel
        key={`money-${order.status}-${order.payment.entries.length}-${order.invoice?.number ?? ""}-${order.creditNote?.number ?? ""}-${order.challan?.number ?? ""}`}
        reference={order.reference}
        status={order.status}
        payment={order.payment}
        invoice={order.invoice}
        creditNote={order.creditNote}
        challan={order.challan}
        boardsBy={order.boardsBy}
        cancelReason={order.cancelReason}
        homeState={(await getBusiness()).stateCode}
        deliveryPincode={order.deliveryPincode}
        eway={await ewayBillStandingOf(order.reference)}
      />
      {/* The guest link's key goes into the quotation the staff share: a guest opens it without signing in. */}
      <OrderView
        order={order}
        money={<OrderMoney order={order} origin={origin} accessKey={null} />}
        leftovers={<OrderLeftovers order={order} locale="en" accessKey={null} />}
      />
      <section aria-labelledby="trail-title" className="grid gap-2 print:hidden" data-testid="order-trail">
        <h2 id="trail-title" className="text-lg font-semibold text-ink">
          Who did what
        </h2>
        <AuditTable entries={await orderTrail(order.reference)} showOrder={false} />
      </section>
    </div>
  );
}
