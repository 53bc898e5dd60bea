import { OrderNotShown } from "@/components/orders/OrderNotShown";

/** An order page that may not be shown to this visitor, in Tamil (a 404). */
export default function TamilOrderNotFound() {
  return <OrderNotShown locale="ta" />;
}
