import { OrderNotShown } from "@/components/orders/OrderNotShown";

/** An order page that may not be shown to this visitor, in English (a 404). */
export default function OrderNotFound() {
  return <OrderNotShown locale="en" />;
}
