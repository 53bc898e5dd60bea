import { HomeSection } from "@/components/sections/HomeSection";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Job work services",
  description: `Laminate pasting, panel cutting, edge banding and hinge boring for interiors in ${site.city}. Download the order sheets and message us on WhatsApp.`,
  path: "/home",
});

export default function HomePage() {
  return <HomeSection />;
}
