import { testimonialsMetadata } from "@/lib/seo/twin-metadata";
import { TestimonialsSection } from "@/components/sections/TestimonialsSection";

export const generateMetadata = () => testimonialsMetadata("ta");

export default function TamilTestimonialsPage() {
  return <TestimonialsSection level={1} locale="ta" />;
}
