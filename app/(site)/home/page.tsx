import { homeMetadata } from "@/lib/seo/twin-metadata";
import { HomeSection } from "@/components/sections/HomeSection";

export const generateMetadata = () => homeMetadata("en");

export default function HomePage() {
  return <HomeSection />;
}
