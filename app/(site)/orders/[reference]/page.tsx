import { OrderPage, orderMetadata, type OrderPageProps } from "@/components/orders/OrderPage";

export const dynamic = "force-dynamic";

export const generateMetadata = (props: OrderPageProps) => orderMetadata(props, "en");

export default function EnglishOrderPage(props: OrderPageProps) {
  return <OrderPage {...props} locale="en" />;
}
