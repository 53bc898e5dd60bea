import { contactMetadata } from "@/lib/seo/twin-metadata";
import { ContactSection } from "@/components/sections/ContactSection";

export const generateMetadata = () => contactMetadata("en");

export default function ContactPage() {
  return <ContactSection level={1} />;
}
