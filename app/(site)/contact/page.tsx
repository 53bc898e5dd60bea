import { ContactSection } from "@/components/sections/ContactSection";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Contact us",
  description: `Send your panel job work enquiry on WhatsApp, call ${site.phone.display} or visit the workshop in ${site.address.street}, ${site.city}.`,
  path: "/contact",
});

export default function ContactPage() {
  return <ContactSection level={1} />;
}
