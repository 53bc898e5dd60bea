import { describe, expect, it } from "vitest";
import { signupSchema } from "@/lib/validation/user";
import { codePointLength, hasHiddenCharacters, maxChars, withinChars } from "@/lib/validation/text";
import { User } from "@/models/User";
import { refusal } from "@/lib/i18n/refusal";
import { fieldErrors } from "@/lib/validation/errors";

describe("text lengths: code points, the same rule in zod and mongoose", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(codePointLength("abc")).toBe(3);
    expect(codePointLength("😀")).toBe(1);
    expect("😀".length).toBe(2);
    expect(codePointLength("மணி")).toBe(3);
    expect(withinChars("😀".repeat(100), 100)).toBe(true);
    expect(withinChars("😀".repeat(101), 100)).toBe(false);
  });

  it("the schema and the model agree at the boundary", async () => {
    const base = { email: "a@example.com", phone: "1234567", password: "Plywood-Edge-2440x1220" };
    for (const [name, ok] of [
      [`A${"ழ".repeat(99)}`, true],
      [`A${"ழ".repeat(100)}`, false],
      ["a".repeat(100), true],
      ["a".repeat(101), false],
    ] as const) {
      expect(signupSchema.safeParse({ ...base, name }).success, `zod ${name.length}`).toBe(ok);
      const doc = new User({ name, email: "a@example.com", phone: "1234567", passwordHash: "x" });
      const err = doc.validateSync();
      expect(err?.errors?.name === undefined, `mongoose ${name.length}`).toBe(ok);
    }
    expect(maxChars(3).validator("abcd")).toBe(false);
    expect(maxChars(3).validator("😀😀😀")).toBe(true);
  });
});

describe("hidden characters in names", () => {
  it("refuses direction controls, zero-width and other format characters, fillers", () => {
    for (const s of [
      "Ravi\u202Egpj.exe",
      "a\u200Bb",
      "\u200Dx",
      "\uFEFFRavi",
      "x\u2066y",
      "x\u2069",
      "Ra\u00ADvi",
      "\u3164",
      "a\u2060b",
      "a\uE000b",
      "a\u2028b",
    ]) {
      expect(hasHiddenCharacters(s), JSON.stringify(s)).toBe(true);
    }
  });

  it("accepts joiners between letters (Indic scripts) and in emoji sequences, and plain text", () => {
    for (const s of ["Ravi Kumar", "क्\u200Dष", "ക്\u200D", "👨\u200D👩\u200D👧", "Raví", "மணி", "O'Brien-Smith"]) {
      expect(hasHiddenCharacters(s), JSON.stringify(s)).toBe(false);
    }
  });

  it("the name field refuses them with a field message", () => {
    const r = signupSchema.safeParse({ name: "Ravi\u202Ekumar", email: "a@example.com", phone: "1234567", password: "Plywood-Edge-2440x1220" });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!).name).toEqual(refusal("fieldHiddenCharacters", { label: refusal("fieldName", { field: "name" }) }));
  });
});

describe("stored text a person types (parts, notes, sites, addresses, messages)", () => {
  it("keeps line breaks in several-line texts, refuses control, invisible and direction characters with the field's name", async () => {
    const { textProblem } = await import("@/lib/validation/text");
    const { refusalFromZod } = await import("@/lib/i18n/refusal");
    const { inEnglish } = await import("@/lib/i18n/refusal-text");
    const said = (m: string | null) => (m === null ? null : inEnglish(refusalFromZod(m)));
    expect(textProblem("note", "2 hinge cups\nhandle left", true)).toBeNull();
    expect(textProblem("note", "கதவு\tபலகை", true)).toBeNull();
    expect(said(textProblem("name", "line\nbreak"))).toBe("Name contains characters that are not allowed");
    expect(said(textProblem("site", "Villa\u202E4"))).toBe("Site or project name contains invisible or text-direction characters");
    expect(said(textProblem("notes", "call\u200B first", true))).toBe("Notes contains invisible or text-direction characters");
    expect(said(textProblem("deliveryAddress", "a\u0007b", true))).toBe("Delivery address contains characters that are not allowed");
  });
});

describe("what the documents can print (issue 38)", () => {
  it("Latin, Greek, Cyrillic and Tamil letters with their marks, digits, punctuation and ©®™ print; other scripts and emoji do not", async () => {
    const { unprintableCharacter } = await import("@/lib/validation/text");
    for (const ok of ["Kovai Panel Works", "க்ஷேத்ரா இன்டீரியர்ஸ்", "Café Ωmega Дом", "12/4, Avinashi Rd. – #3 (A&B) ₹ 50%", "Acme® Boards™ ©"]) {
      expect(unprintableCharacter(ok), ok).toBeNull();
    }
    for (const [bad, ch] of [
      ["محمد", "م"],
      ["שרה", "ש"],
      ["Meena 👩", "👩"],
      ["क्ष", "क"],
      ["𝐀BC", "𝐀"],
      ["田中", "田"],
    ]) {
      expect(unprintableCharacter(bad), bad).toBe(ch);
    }
  });
});
