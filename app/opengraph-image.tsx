import { ImageResponse } from "next/og";
import { getSite } from "@/lib/business/site-facts-store";
import { siteCopy } from "@/lib/site/site";

export const alt = `MDF and plywood job work in ${siteCopy.city} since ${siteCopy.foundedYear}`;
/** The name follows the console's facts within a minute (issue 56). */
export const revalidate = 60;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The sharing card: brand green, a laminated panel with an orange edge band and a System-32 hole row. */
export default async function OpengraphImage() {
  const site = await getSite();
  const holes = Array.from({ length: 9 }, (_, i) => i);
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: "#12452e", color: "#fbf8f2", padding: 72 }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", width: 640 }}>
        <div style={{ display: "flex", fontSize: 28, color: "#f7c46b", letterSpacing: 4 }}>
          {`${site.city.toUpperCase()} · SINCE ${site.foundedYear}`}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.05 }}>{site.name}</div>
          <div style={{ fontSize: 34, marginTop: 24, color: "#d5e8dc", lineHeight: 1.3 }}>
            Pasting, cutting, edge banding, boring and routing of MDF and plywood panels
          </div>
        </div>
        <div style={{ display: "flex", fontSize: 26, color: "#a9d0b8" }}>{site.banner}</div>
      </div>
      <div style={{ display: "flex", flex: 1, alignItems: "center", justifyContent: "center" }}>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "flex-end",
            width: 340,
            height: 420,
            background: "#f1ece2",
            borderRight: "14px solid #ee8a12",
            borderTop: "14px solid #ee8a12",
            padding: 28,
          }}
        >
          <div style={{ display: "flex", justifyContent: "space-between" }}>
            {holes.map((i) => (
              <div key={i} style={{ width: 16, height: 16, borderRadius: 8, background: "#17573a" }} />
            ))}
          </div>
          <div style={{ display: "flex", marginTop: 28, width: 70, height: 70, borderRadius: 35, border: "6px solid #17573a" }} />
        </div>
      </div>
    </div>,
    size,
  );
}
