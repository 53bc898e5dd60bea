import { describe, expect, it } from "vitest";
import { buildContactMessage, contactWhatsappUrl, firstMissingField, readContactFields, type ContactFields } from "../../lib/site/contact-message";
import { siteOf } from "../../lib/site/site";
import { SEED_FACTS } from "../../lib/site/seed";

const site = siteOf(SEED_FACTS);

const fields: ContactFields = {
  name: "Priya Raman",
  email: "priya@studio.example",
  phone: "+91 98430 12345",
  message: "Need 24 sheets cut & banded (18 mm MR ply), 1 mm PVC on all edges?",
};

describe("buildContactMessage", () => {
  it("puts name, email, phone and message on separate lines", () => {
    expect(buildContactMessage(fields)).toBe(
      [
        "Name: Priya Raman",
        "Email: priya@studio.example",
        "Phone: +91 98430 12345",
        "Message: Need 24 sheets cut & banded (18 mm MR ply), 1 mm PVC on all edges?",
      ].join("\n"),
    );
  });

  it("trims stray spaces but keeps line breaks inside the message", () => {
    const text = buildContactMessage({ ...fields, name: "  Priya  ", message: " Line one\nLine two " });
    expect(text.split("\n")).toEqual(["Name: Priya", "Email: priya@studio.example", "Phone: +91 98430 12345", "Message: Line one", "Line two"]);
  });
});

describe("contactWhatsappUrl", () => {
  it("opens a chat with the business number and the encoded text", () => {
    const url = contactWhatsappUrl(site.whatsappLink, fields);
    expect(url.startsWith(`https://wa.me/${site.whatsapp.digits}?text=`)).toBe(true);
    expect(site.whatsapp.digits).toMatch(/^\d+$/);
    const encoded = url.slice(url.indexOf("?text=") + "?text=".length);
    expect(encoded).toBe(encodeURIComponent(buildContactMessage(fields)));
    // &, ?, spaces and line breaks must not leak into the query string unescaped.
    expect(encoded).not.toMatch(/[&?\s]/);
    expect(new URL(url).searchParams.get("text")).toBe(buildContactMessage(fields));
  });
});

describe("firstMissingField", () => {
  it("accepts a complete form", () => {
    expect(firstMissingField(fields)).toBeNull();
  });

  it("names the first empty or blank field, in form order", () => {
    expect(firstMissingField({ ...fields, name: "" })).toBe("name");
    expect(firstMissingField({ ...fields, phone: "   ", message: "" })).toBe("phone");
    expect(firstMissingField({ ...fields, message: "\n\t" })).toBe("message");
  });
});

describe("readContactFields", () => {
  it("reads strings and treats anything else as empty", () => {
    const data = new Map<string, unknown>([
      ["name", "Murugesan"],
      ["email", "m@example.com"],
      ["phone", null],
    ]);
    expect(readContactFields((k) => data.get(k))).toEqual({ name: "Murugesan", email: "m@example.com", phone: "", message: "" });
  });
});

describe("the enquiry reference in the WhatsApp text", () => {
  it("comes first, so the workshop can match the chat to the stored enquiry", () => {
    const text = buildContactMessage(fields, "ENQ-7K3M9Q");
    expect(text.split("\n")[0]).toBe("Reference: ENQ-7K3M9Q");
    expect(text.split("\n").slice(1)).toEqual(buildContactMessage(fields).split("\n"));
    expect(decodeURIComponent(new URL(contactWhatsappUrl(site.whatsappLink, fields, "ENQ-7K3M9Q")).searchParams.get("text")!)).toContain(
      "Reference: ENQ-7K3M9Q",
    );
  });
});
