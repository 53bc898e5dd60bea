import { describe, expect, it } from "vitest";
import { formatIndianPhone, headerSectionIds, footerSectionIds, sections } from "@/lib/site/site";
import { site, whatsappLink } from "../fixtures/seed-site";
import { jobWorkServices } from "@/lib/job-work/job-work";

describe("business facts", () => {
  it("formats Indian numbers with +91", () => {
    expect(formatIndianPhone("919876543210")).toBe("+91 98765 43210");
    // A landline by its STD code (walk C20), not as a mobile.
    expect(formatIndianPhone("914222577788")).toBe("+91 422 257 7788");
    expect(formatIndianPhone("914423456789")).toBe("+91 44 2345 6789");
    expect(site.phone.tel).toMatch(/^tel:\+91\d{10}$/);
  });

  it("builds WhatsApp links with an encoded message", () => {
    expect(whatsappLink()).toBe(`https://wa.me/${site.whatsapp.digits}`);
    expect(whatsappLink("Hi & bye\nline")).toBe(`https://wa.me/${site.whatsapp.digits}?text=Hi%20%26%20bye%0Aline`);
  });

  it("keeps the spec's section order and link sets", () => {
    expect(sections.map((s) => s.id)).toEqual(["home", "about", "services", "testimonials", "whychoose", "contact"]);
    expect(headerSectionIds).toEqual(["home", "about", "services", "testimonials", "contact"]);
    expect(footerSectionIds).toEqual(["home", "about", "services", "whychoose", "contact"]);
  });

  it("has the four job-work services with their order sheets", () => {
    expect(jobWorkServices.map((s) => s.name)).toEqual(["PASTING", "CUTTING", "EDGE BANDING", "BORING"]);
    for (const s of jobWorkServices) expect(s.file).toMatch(/^\/sheets\/[a-z-]+-order-sheet\.xlsx$/);
  });
});

describe("the services named everywhere and the card-to-modal mapping", () => {
  it("names the four job-work services and routing, in that order", async () => {
    const { serviceNames } = await import("../../lib/job-work/job-work");
    expect(serviceNames()).toEqual(["Pasting", "Cutting", "Edge banding", "Boring", "Routing"]);
  });

  it("finds a card's job-work service from its title", async () => {
    const { jobWorkKeyForTitle } = await import("../../lib/job-work/key");
    const { seedServices } = await import("../../lib/db/seed-data");
    expect(seedServices.map((s) => jobWorkKeyForTitle(s.title))).toEqual(["pasting", "cutting", "edge-banding", "boring", null]);
    expect(jobWorkKeyForTitle("Edge-banding in 2 mm PVC")).toBe("edge-banding");
    expect(jobWorkKeyForTitle("Shutter fluting")).toBeNull();
    // "Cut-outs" in a routing card's title is not the cutting service.
    expect(jobWorkKeyForTitle("CNC Routing and handle cut-outs")).toBeNull();
  });
});

describe("directions and the nav's current page", () => {
  it("opens the workshop's address in a maps search", async () => {
    const url = new URL(site.directionsUrl());
    expect(url.origin).toBe("https://www.google.com");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toContain(site.address.street);
  });

  it("marks a section's link current only on its own page", async () => {
    const { sectionPathIsCurrent } = await import("../../lib/site/site");
    expect(sectionPathIsCurrent("services", "/services")).toBe(true);
    expect(sectionPathIsCurrent("services", "/services/")).toBe(true);
    expect(sectionPathIsCurrent("services", "/")).toBe(false);
    expect(sectionPathIsCurrent("about", "/services")).toBe(false);
    expect(sectionPathIsCurrent("whychoose", "/")).toBe(false);
  });
});

describe("service card spans leave no hole", () => {
  it("fills the last row at three and at two columns for 1 to 9 cards", async () => {
    const { cardSpan } = await import("../../components/services/ServiceCards");
    const span = (cls: string, bp: "sm" | "lg") => {
      const m = new RegExp(`${bp}:col-span-(\\d)`).exec(cls);
      return m ? Number(m[1]) : 1;
    };
    for (let n = 1; n <= 9; n++) {
      const items = Array.from({ length: n }, (_, i) => cardSpan(i, n).item);
      // Six-column grid from lg: each row sums to 6.
      const lg = items.map((c) => span(c, "lg"));
      expect(lg.reduce((a, b) => a + b, 0) % 6, `lg, ${n} cards`).toBe(0);
      // Two-column grid from sm.
      const sm = items.map((c) => span(c, "sm"));
      expect(sm.reduce((a, b) => a + b, 0) % 2, `sm, ${n} cards`).toBe(0);
    }
  });
});
