import { describe, expect, it } from "vitest";
import { formatIndianPhone, headerSectionIds, footerSectionIds, sections, site, whatsappLink } from "@/lib/site";
import { jobWorkServices } from "@/lib/job-work";

describe("business facts", () => {
  it("formats Indian numbers with +91", () => {
    expect(formatIndianPhone("919876543210")).toBe("+91 98765 43210");
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
