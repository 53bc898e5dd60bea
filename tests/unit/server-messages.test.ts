/**
 * The API's refusals in Tamil (lib/i18n/server-messages.ts): every message the sign-up, sign-in and enquiry forms
 * can be refused with has its Tamil, with the field's name and the numbers carried over; anything the catalogue does
 * not know stays as it was; only a page that asks (X-Language: ta) gets Tamil.
 */
import { describe, expect, it } from "vitest";
import { ValidationError } from "@/lib/errors";
import { errorResponse } from "@/lib/http/handler";
import { refusal, refusalFromZod, said, type Refusal } from "@/lib/i18n/refusal";
import { checkInZod, fieldLabel } from "@/lib/i18n/field";
import { refusalText } from "@/lib/i18n/refusal-text";
import { messagesIn, requestLocale } from "@/lib/i18n/server-messages";
import { fieldErrors } from "@/lib/validation/errors";
import { enquiryCreateSchema } from "@/lib/validation/enquiry";
import { loginSchema, signupSchema } from "@/lib/validation/user";
import { orderCreateSchema } from "@/lib/orders/schema";
import type { z } from "zod";

const TAMIL = /[\u0B80-\u0BFF]/;

/** Each reason the schema gives for these inputs: a keyed refusal, or a check's own words. */
function refusals(schema: z.ZodType, inputs: unknown[]): Array<Refusal | string> {
  const out = new Map<string, Refusal | string>();
  for (const input of inputs) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) for (const reason of Object.values(fieldErrors(parsed.error))) out.set(JSON.stringify(reason), reason);
  }
  return [...out.values()];
}

/** A reason in Tamil, as the route wrapper says it (lib/http/handler.ts): a text is a console form's English, as written. */
const inTamil = (reason: Refusal | string) => messagesIn("ta")(reason);

describe("lib's words in Tamil", () => {
  it("says an estimate's lines from their keys, the values kept", () => {
    expect(inTamil(said("lineBanding", { thickness: "1" }))).toBe("எட்ஜ் பேண்டிங் 1 mm");
    expect(inTamil(said("lineCutting", { material: "18 mm MDF" }))).toBe("கட்டிங்: 18 mm MDF");
  });

  it("says a field's keyed check with the field's own name, the numbers kept", () => {
    const said = (m: string) => refusalText(refusalFromZod(m) as Refusal, "ta");
    expect(said(checkInZod("fieldTooLong", "name", { n: 100 }))).toBe("பெயர் அதிகபட்சம் 100 எழுத்துகள்");
    expect(said(checkInZod("fieldRequired", "phone"))).toBe("போன் நம்பர் தேவை");
    expect(said(checkInZod("fieldWholeNumber", "quantity"))).toBe("எண்ணிக்கை முழு எண்ணாக இருக்க வேண்டும்");
  });

  it("leaves a plain text (a name, a console form's English) as it is: nothing is matched against English", () => {
    expect(inTamil("Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(inTamil("Length must be more than 0 mm")).toBe("Length must be more than 0 mm");
  });

  it("has Tamil for every refusal of the sign-up, sign-in and enquiry forms", () => {
    const long = "x".repeat(3000);
    const messages = [
      ...refusals(signupSchema, [
        {},
        { name: 5, email: 5, phone: 5, password: 5 },
        { name: "", email: "", phone: "", password: "" },
        { name: "123", email: "nope", phone: "abc", password: "password" },
        { name: long, email: `${long}@x.in`, phone: "1".repeat(30), password: "aaaaaaaaaa" },
        { name: "Ravi\u202e", email: "a@b.in", phone: "+91 1", password: "        " },
        { name: "Ravi\u0007", email: "a@b.in", phone: "12345", password: "\u0bb5".repeat(30) },
      ]),
      ...refusals(loginSchema, [{}, { email: "", password: "" }, { email: "x", password: long }]),
      ...refusals(enquiryCreateSchema, [{}, { name: "", email: "", phone: "", message: "" }, { message: long }, { message: "a\u202e" }]),
    ];
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((m) => !TAMIL.test(inTamil(m)))).toEqual([]);
  });

  it("has Tamil for every refusal of a cut list's rows and an order's fields (what a Tamil page may send)", () => {
    const row = (over: Record<string, unknown>) => ({
      id: "r1",
      name: "Side",
      material: "mdf-18",
      length: 720,
      width: 560,
      quantity: 2,
      edges: { l1: null, l2: null, w1: null, w2: null },
      ...over,
    });
    const order = (over: Record<string, unknown>, rows: unknown[] = [row({})]) => ({
      idempotencyKey: "k".repeat(20),
      cutList: { rows, saw: { kerf: 4, trim: 10 } },
      boardsBy: "workshop",
      fulfilment: "pickup",
      requiredBy: "2999-01-01",
      ...over,
    });
    const messages = refusals(orderCreateSchema, [
      order({ boardsBy: "me", fulfilment: "ship", requiredBy: "soon" }),
      order({ fulfilment: "delivery", requiredBy: "2000-01-01" }),
      order({ requiredBy: "2026-02-30" }),
      order({}, []),
      order({}, [
        row({ name: "", material: "NOT A BOARD", length: -1, width: 0.25, quantity: 1.5, grain: "yes", note: 5, run: 7 }),
        row({ length: "x", width: 999999, quantity: 0, edges: { l1: 3, l2: null, w1: null, w2: null } }),
        row({ quantity: 999999, holes: { hingeCups: -1, otherHoles: 1.5 } }),
        row({ name: "x".repeat(200), holes: { hingeCups: "a", otherHoles: 99999 } }),
      ]),
      { ...order({}), cutList: { rows: [row({})], saw: { kerf: -1, trim: 1000 } } },
      { ...order({}), cutList: { rows: [row({})], saw: { kerf: 4.25, trim: "x" } } },
    ]);
    expect(messages.length).toBeGreaterThan(25);
    const untranslated = messages.filter((m) => !TAMIL.test(inTamil(m)));
    expect(untranslated).toEqual([]);
  });
});

describe("the answer's language", () => {
  // A keyed refusal beside a check's own words (a zod message), as a form's 400 carries them.
  const refused = () =>
    new ValidationError({ length: refusal("fieldMoreThanZeroMm", { label: fieldLabel("length") }), password: refusal("currentPasswordWrong") });
  const answer = async (headers: Record<string, string>) =>
    (await errorResponse(refused(), new Request("http://x/api/user/signup", { headers }), "rid")).json();

  it("is Tamil only for a call that asks for it, with the field names unchanged", async () => {
    const asked = new Request("http://x/api/user/signup", { headers: { "X-Language": "ta" } });
    expect(requestLocale(asked)).toBe("ta");
    expect(await answer({ "X-Language": "ta" })).toEqual({
      message: "சிவப்பில் காட்டிய விவரங்களைச் சரி செய்யுங்கள்.",
      errors: { length: "நீளம் 0 mm-க்கு மேல் இருக்க வேண்டும்", password: "தற்போதைய பாஸ்வேர்டு தவறு" },
    });
    expect(requestLocale(new Request("http://x/", { headers: { "X-Language": "fr" } }))).toBe("en");
    expect(requestLocale(new Request("http://x/", { headers: { "Accept-Language": "ta-IN" } }))).toBe("en");
    expect(await answer({ "Accept-Language": "ta-IN" })).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { length: "Length must be more than 0 mm", password: "Current password is incorrect" },
    });
  });
});

describe("the new refusals of issues 36 and 38, in Tamil", () => {
  it("a GSTIN billed in another state, and text the invoices cannot print, are refused in Tamil too", async () => {
    const { gstinStateProblem } = await import("@/lib/business/gstin");
    const { unprintableMessage } = await import("@/lib/validation/text");
    const gstin = refusalText(refusalFromZod(gstinStateProblem("29ABCDE1234F1ZW", "33")!) as Refusal, "ta");
    expect(gstin).toBe("GSTIN 29… வேறு மாநிலத்தில் பதிவானது (மாநிலக் கோடு 33 அல்ல): GSTIN உள்ள மாநிலத்தைத் தேர்ந்தெடுங்கள்");
    expect(refusalText(refusalFromZod(unprintableMessage("name")) as Refusal, "ta")).toBe(
      "பெயர்: ஆங்கில அல்லது தமிழ் எழுத்துகள் மட்டும் போடுங்கள், எமோஜி வேண்டாம்; மற்றவை இன்வாய்ஸில் அச்சாகாது",
    );
  });

  it("the order's invariants, money and offcut refusals are in Tamil, the order's status and figures kept", () => {
    const refusals = [
      refusal("invoicedPriceFixed", { number: "INV/2026-27/0007" }),
      refusal("refundBeforeLowering", { amount: "₹110.00" }),
      refusal("atLeastPaid", { amount: "₹110.00" }),
      refusal("moreThanDue"),
      refusal("atMostDue", { amount: "₹40.00" }),
      refusal("refundMoreThanPaid"),
      refusal("receivedBeforePlaced", { date: "2026-11-02" }),
      refusal("pieceInPlan", { id: "K7Q2M", order: "KPW-2026-0042" }),
      refusal("releaseBeforeDiscard", { id: "K7Q2M", order: "KPW-2026-0042" }),
      refusal("cancelBeforeCreditNote", { status: { status: "in-production" } }),
      refusal("cannotMove", { from: { status: "confirmed" }, to: { status: "received" } }),
      refusal("closedPriceFixed", { status: { status: "completed" } }),
    ];
    const tamil = refusals.map((r) => refusalText(r, "ta"));
    for (const [i, text] of tamil.entries()) expect(text, refusals[i].key).toMatch(/[\u0B80-\u0BFF]/);
    expect(tamil[1]).toContain("₹110.00");
    expect(tamil[7]).toContain("KPW-2026-0042");
    expect(tamil[9]).toContain("(இந்த ஆர்டர்: வேலை நடக்கிறது)");
    expect(refusalText(refusals[9], "en")).toBe(
      "Cancel the order first: a credit note is for an invoiced order that was cancelled (this one is in production).",
    );
  });
});
