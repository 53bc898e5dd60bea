import { OrderPage, orderMetadata, type OrderPageProps } from "@/components/orders/OrderPage";

export const dynamic = "force-dynamic";

export const generateMetadata = (props: OrderPageProps) => orderMetadata(props, "ta");

/** /ta/orders/<reference>: an order's page in Tamil. */
export default function TamilOrderPage(props: OrderPageProps) {
  return <OrderPage {...props} locale="ta" />;
}
