import { homeMetadata } from "@/lib/seo/twin-metadata";
import { HomeSection } from "@/components/sections/HomeSection";

export const generateMetadata = () => homeMetadata("ta");

export default function TamilHomePage() {
  return <HomeSection locale="ta" />;
}
