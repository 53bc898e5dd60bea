import { testimonialsMetadata } from "@/lib/seo/twin-metadata";
import { TestimonialsSection } from "@/components/sections/TestimonialsSection";

export const generateMetadata = () => testimonialsMetadata("en");

export default function TestimonialsPage() {
  return <TestimonialsSection level={1} />;
}
