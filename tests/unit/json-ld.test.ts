import { describe, expect, it } from "vitest";
import { localBusinessJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { site } from "../fixtures/seed-site";

describe("LocalBusiness JSON-LD", () => {
  it("is built from the business facts", () => {
    const ld = localBusinessJsonLd(site);
    expect(ld["@type"]).toBe("LocalBusiness");
    expect(ld.name).toBe(site.name);
    expect(ld.telephone).toBe(`+${site.phone.digits}`);
    expect(ld.telephone).toMatch(/^\+91\d{10}$/);
    expect(ld.email).toBe(site.email);
    expect(ld.foundingDate).toBe("2009");
    expect(ld.address.addressLocality).toBe("Coimbatore");
    expect(ld.openingHoursSpecification[0].dayOfWeek).toContain("Monday");
    expect(ld.geo.latitude).toBeTypeOf("number");
  });

  it("escapes characters that could close the script element", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>", amp: "a & b" });
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>", amp: "a & b" });
  });
});
