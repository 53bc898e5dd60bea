import { contactMetadata } from "@/lib/seo/twin-metadata";
import { ContactSection } from "@/components/sections/ContactSection";

export const generateMetadata = () => contactMetadata("ta");

export default function TamilContactPage() {
  return <ContactSection level={1} locale="ta" />;
}
