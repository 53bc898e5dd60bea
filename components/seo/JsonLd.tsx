import { getSite } from "@/lib/business/site-facts-store";
import { localBusinessJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";

/** The LocalBusiness structured data, rendered once in the root layout. */
export async function LocalBusinessJsonLd() {
  const site = await getSite();
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd escapes every character that could end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd(site)) }}
    />
  );
}
