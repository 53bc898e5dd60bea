/**
 * Input refused with a field-level 400 BEFORE any rate-limit slot or hash is
 * spent: weak passwords (zxcvbn-ts), names with invisible or direction-control
 * characters, lengths counted in code points the same way in zod and mongoose.
 */
import { describe, expect, it } from "vitest";
import { call, randomIp, rememberSecret, signupAndLogin, strongPassword, uniqueEmail } from "./helpers";
import { TEST_SERVER_ENV } from "./test-env";

const SIGNUP_MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_SIGNUP_MAX);

function signupBody(over: Record<string, unknown> = {}) {
  return { name: "Kavitha Interiors", email: uniqueEmail("rules"), phone: "+91 98765 43210", password: strongPassword(), ...over };
}

describe("weak passwords", () => {
  it("are refused with a message on `password`, before the sign-up limit counts them", async () => {
    const ip = randomIp();
    const email = uniqueEmail("weak");
    const weak = [
      "        ", // eight spaces
      "aaaaaaaa",
      "password123",
      "12345678",
      "qwertyuiop",
      email, // the e-mail itself
      `${email.split("@")[0]}!2024`, // its local part
      "KavithaInteriors1", // the name
      "kovaipanelworks",
    ];
    for (const password of weak) {
      // (The e-mail-based ones are no secret: the e-mail itself comes back in the 201 below.)
      if (!password.includes(email.split("@")[0])) rememberSecret(password);
      const res = await call("/api/user/signup", { method: "POST", ip, body: signupBody({ email, password }) });
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(res.json.errors?.password, JSON.stringify(password)).toEqual(expect.any(String));
    }
    // More refusals than the limit allows sign-ups, yet none was counted: this address still signs up.
    expect(weak.length).toBeGreaterThan(SIGNUP_MAX);
    const ok = await call("/api/user/signup", { method: "POST", ip, body: signupBody({ email }) });
    expect(ok.status, ok.text).toBe(201);
  });

  it("a weak new password on a profile change is refused on `password` and nothing changes", async () => {
    const s = await signupAndLogin({ name: "Selvi Kumar" });
    const url = `/api/user/${s.user._id}`;
    for (const password of ["aaaaaaaa", "selvikumar123", s.user.email]) {
      const res = await call(url, { method: "PATCH", token: s.token, body: { password, currentPassword: s.password } });
      expect(res.status).toBe(400);
      expect(res.json.errors).toHaveProperty("password");
    }
    expect((await call("/api/user/login", { method: "POST", body: { email: s.user.email, password: s.password } })).status).toBe(200);
  });
});

describe("names", () => {
  const hidden: Array<[string, string]> = [
    ["right-to-left override", "Ravi\u202Egpj.exe"],
    ["left-to-right isolate", "Ravi\u2066Kumar"],
    ["zero-width space", "Ra\u200Bvi"],
    ["byte-order mark inside", "Ra\uFEFFvi"], // (at either end, trimming removes it)
    ["word joiner", "Ravi\u2060Kumar"],
    ["Hangul filler", "\u3164"],
    ["soft hyphen", "Ra\u00ADvi"],
  ];
  for (const [what, name] of hidden) {
    it(`with a ${what} are refused on \`name\``, async () => {
      const body = signupBody({ name });
      const res = await call("/api/user/signup", { method: "POST", body });
      expect(res.status).toBe(400);
      expect(res.json.errors?.name).toMatch(/invisible|text-direction|letter/i);
    });
  }

  it("in Tamil with joiners between letters are accepted; other scripts and emoji, which the invoices cannot print, are refused (issue 38)", async () => {
    for (const name of ["க்ஷேத்ரா", "Kavya Interiors", "Ωmega Décor"]) {
      const res = await call("/api/user/signup", { method: "POST", body: signupBody({ name }) });
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      expect(res.json.user.name).toBe(name);
    }
    for (const name of ["क्\u200Dष Interiors", "Meena 👩\u200D🔧", "محمد", "שרה"]) {
      const res = await call("/api/user/signup", { method: "POST", body: signupBody({ name }) });
      expect(res.status, name).toBe(400);
      expect(res.json.errors?.name, name).toBe("Name can use English or Tamil letters only, and no emoji: the invoice cannot print the rest");
    }
  });

  it("are counted in code points, the same in the schema and the database: 100 characters fit, 101 do not", async () => {
    const name = `A${"ழ".repeat(99)}`;
    const fits = await call("/api/user/signup", { method: "POST", body: signupBody({ name }) });
    expect(fits.status, fits.text).toBe(201);
    expect(fits.json.user.name).toBe(name);
    const over = await call("/api/user/signup", { method: "POST", body: signupBody({ name: `${name}ழ` }) });
    expect(over.status).toBe(400);
    expect(over.json.errors?.name).toMatch(/at most 100/);
  });
});

describe("invisible and text-direction characters in order text", () => {
  it("are refused everywhere a person's text is stored, with the same message as in account names", async () => {
    const { cutRow, dayFromToday, idempotencyKey } = await import("../fixtures/orders");
    const RLO = "\u202E";
    const ZWSP = "\u200B";
    const order = (over: Record<string, unknown>, row: Record<string, unknown> = {}) => ({
      idempotencyKey: idempotencyKey(),
      cutList: { saw: { kerf: 4, trim: 10 }, rows: [cutRow(row)] },
      boardsBy: "customer",
      fulfilment: "delivery",
      deliveryAddress: "12 Avinashi Road, Coimbatore",
      deliveryPincode: "641018",
      requiredBy: dayFromToday(3),
      guest: { name: "Murugan K", phone: "+91 98431 22334" },
      ...over,
    });
    const cases: [Record<string, unknown>, string][] = [
      [order({}, { name: `Side${RLO}exe.gpj` }), "cutList.rows.0.name"],
      [order({}, { note: `hinge${ZWSP}cups` }), "cutList.rows.0.note"],
      [order({ site: `Villa${RLO}4` }), "site"],
      [order({ deliveryAddress: `12 Avinashi${RLO} Road` }), "deliveryAddress"],
      [order({ notes: `Call first${ZWSP}` }), "notes"],
    ];
    for (const [body, field] of cases) {
      const res = await call("/api/orders", { method: "POST", body });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.json.errors?.[field], field).toMatch(/invisible or text-direction characters/);
    }
    // Line breaks in a note, an address or the notes are text, not hidden characters; Tamil with its vowel signs is fine.
    const fine = await call("/api/orders", {
      method: "POST",
      body: order(
        { notes: "Call first.\nGate 2", deliveryAddress: "12, அவிநாசி சாலை,\nகோயம்புத்தூர்" },
        { name: "கதவு", note: "2 hinge cups\nhandle left" },
      ),
    });
    expect(fine.status, fine.text).toBe(201);
    // What the invoices and labels cannot print is refused on the order's printed text too, naming the field (issue 38).
    for (const [body, field] of [
      [order({ guest: { name: "סשה", phone: "+91 98431 22334" } }), "guest.name"],
      [order({ site: "Villa 🏠" }), "site"],
      [order({}, { name: "باب" }), "cutList.rows.0.name"],
    ] as const) {
      const res = await call("/api/orders", { method: "POST", body });
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.json.errors?.[field], field).toMatch(/English or Tamil letters only/);
    }
    // And on the plan API's part names too.
    const plan = await call("/api/cutting/plan", {
      method: "POST",
      body: { sheet: { length: 2440, width: 1220 }, parts: [{ name: `Shelf${RLO}`, length: 500, width: 300, quantity: 1 }] },
    });
    expect(plan.status).toBe(400);
    expect(plan.json.errors?.["parts.0.name"]).toMatch(/invisible or text-direction characters/);
  });
});
