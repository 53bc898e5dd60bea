import type { MetadataRoute } from "next";
import { getSite } from "@/lib/business/site-facts-store";

/** The name follows the console's facts within a minute (issue 56). */
export const revalidate = 60;

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const site = await getSite();
  return {
    name: site.name,
    short_name: site.shortName,
    description: `MDF and plywood job work in ${site.city}: pasting, cutting, edge banding, boring and routing.`,
    start_url: "/",
    display: "standalone",
    background_color: "#fbf8f2",
    theme_color: "#17573a",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
