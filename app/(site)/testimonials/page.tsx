import { TestimonialsSection } from "@/components/sections/TestimonialsSection";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Customer testimonials",
  description: `Interior designers, carpenters and showroom owners from ${site.city}, Tiruppur and Erode on our panel job work.`,
  path: "/testimonials",
});

export default function TestimonialsPage() {
  return <TestimonialsSection level={1} />;
}
