import { localBusinessJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";

/** The LocalBusiness structured data, rendered once in the root layout. */
export function LocalBusinessJsonLd() {
  return (
    <script
      type="application/ld+json"
      // Safe: serializeJsonLd escapes every character that could end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd()) }}
    />
  );
}
