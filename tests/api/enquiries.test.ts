import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base, bearer, clearEnquiryLimits, closeDb, json, randomIp, signUpAdmin, signUpAndLogin } from "./admin-helpers";
import { fetchFrom } from "./loopback";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Listed = {
  items: { _id: string; reference: string; name: string; status: string; message: string }[];
  total: number;
  counts: Record<string, number>;
};

const valid = (over: Record<string, unknown> = {}) => ({
  name: "Priya Raman",
  email: "Priya@Example.com",
  phone: "+91 98765 43210",
  message: "24 sheets of 18 mm MR ply to cut and band.",
  page: "/contact",
  ...over,
});

/** Each call comes from a new client address (see ./loopback.ts) unless `ip` is given. */
function post(body: unknown, headers: Record<string, string> = json, ip = randomIp()) {
  return fetchFrom(ip, `${base}/api/enquiries`, {
    method: "POST",
    headers: { "X-Forwarded-For": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

let admin: { token: string };
let user: { token: string; cookie: string };

beforeAll(async () => {
  await clearEnquiryLimits();
  admin = await signUpAdmin("enq-admin");
  user = await signUpAndLogin("enq-user");
});
afterAll(async () => {
  await clearEnquiryLimits();
  await closeDb();
});

async function list(query = ""): Promise<Listed> {
  const res = await fetch(`${base}/api/enquiries${query}`, { headers: bearer(admin.token) });
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
}

describe("POST /api/enquiries", () => {
  it("stores a valid enquiry and answers 201 with a reference", async () => {
    const res = await post(valid({ service: "cutting" }));
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as { reference: string; message: string };
    expect(body.reference).toMatch(/^ENQ-[0-9A-Z]{6}$/);
    const { items } = await list(`?q=${body.reference}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: "Priya Raman", status: "new", reference: body.reference });
    expect((items[0] as unknown as { email: string }).email).toBe("priya@example.com");
  });

  it("names the field that is missing or malformed (400)", async () => {
    const missing = await post(valid({ email: undefined }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.email).toBeTruthy();
    const bad = await post(valid({ phone: "call me" }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.phone).toBeTruthy();
    const empty = await post(valid({ message: "   " }));
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.message).toBe("Message is required");
  });

  it("refuses unknown keys and operator objects (400)", async () => {
    for (const extra of [{ status: "closed" }, { reference: "ENQ-AAAAAA" }, { _id: "x" }]) {
      const res = await post(valid(extra));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors)).toContain(Object.keys(extra)[0]);
    }
    const op = await post(valid({ name: { $gt: "" } }));
    expect(op.status).toBe(400);
  });

  it("caps the length: a 2001-character message is 400, a body over 16 KB is 413", async () => {
    expect((await post(valid({ message: "x".repeat(2001) }))).status).toBe(400);
    expect((await post(valid({ message: "x".repeat(17 * 1024) }))).status).toBe(413);
  });

  it("needs JSON: 415 for a form post, 400 for malformed JSON", async () => {
    expect((await post("name=a", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post("{not json", json)).status).toBe(400);
  });

  it("accepts a filled-in honeypot with a 201 but stores nothing", async () => {
    const res = await post(valid({ name: "Honey Bot", website: "http://spam.example" }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { reference: string }).reference).toMatch(/^ENQ-/);
    const { total } = await list("?q=honey%20bot");
    expect(total).toBe(0);
  });

  it("answers other methods with 405 and Allow", async () => {
    const res = await fetch(`${base}/api/enquiries`, { method: "PUT" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("POST");
  });
});

describe("the enquiries console API (admins only)", () => {
  it("refuses anonymous (401) and plain users (403)", async () => {
    expect((await fetch(`${base}/api/enquiries`)).status).toBe(401);
    expect((await fetch(`${base}/api/enquiries`, { headers: bearer(user.token) })).status).toBe(403);
    expect((await fetch(`${base}/api/admin/enquiries/export`, { headers: bearer(user.token) })).status).toBe(403);
    expect((await fetch(`${base}/api/admin/enquiries/export`)).status).toBe(401);
    const some = (await list()).items[0];
    const patch = await fetch(`${base}/api/enquiries/${some._id}`, {
      method: "PATCH",
      headers: bearer(user.token, json),
      body: JSON.stringify({ status: "closed" }),
    });
    expect(patch.status).toBe(403);
  });

  it("lists newest first, filters by status, searches, and changes the status", async () => {
    const a = (await (await post(valid({ name: "Order Alpha", message: "first" }))).json()) as { reference: string };
    const b = (await (await post(valid({ name: "Order Beta", message: "second" }))).json()) as { reference: string };
    const { items } = await list("?q=order");
    expect(items.map((i) => i.reference)).toEqual([b.reference, a.reference]);

    const target = items[1];
    const res = await fetch(`${base}/api/enquiries/${target._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { enquiry: { status: string } }).enquiry.status).toBe("contacted");

    const contacted = await list("?status=contacted&q=ORDER");
    expect(contacted.items.map((i) => i.reference)).toEqual([a.reference]);
    const fresh = await list("?status=new&q=order");
    expect(fresh.items.map((i) => i.reference)).toEqual([b.reference]);
    expect(contacted.counts.contacted).toBeGreaterThanOrEqual(1);
  });

  it("treats search text literally (regex characters are escaped)", async () => {
    expect((await list("?q=.*")).total).toBe(0);
    expect((await list("?q=(")).total).toBe(0);
  });

  it("validates the status change and the id", async () => {
    const some = (await list()).items[0];
    const bad = await fetch(`${base}/api/enquiries/${some._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ status: "spam" }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.status).toBeTruthy();
    const extra = await fetch(`${base}/api/enquiries/${some._id}`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ status: "new", name: "x" }),
    });
    expect(extra.status).toBe(400);
    const notId = await fetch(`${base}/api/enquiries/not-an-id`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ status: "new" }),
    });
    expect(notId.status).toBe(400);
    const missing = await fetch(`${base}/api/enquiries/000000000000000000000000`, {
      method: "PATCH",
      headers: bearer(admin.token, json),
      body: JSON.stringify({ status: "new" }),
    });
    expect(missing.status).toBe(404);
    const badFilter = await fetch(`${base}/api/enquiries?status=bogus`, { headers: bearer(admin.token) });
    expect(badFilter.status).toBe(400);
  });

  it("refuses a cookie-authenticated change from another site (403)", async () => {
    const adminCookie = (await signUpAdmin("enq-admin-cookie")).cookie;
    const some = (await list()).items[0];
    const res = await fetch(`${base}/api/enquiries/${some._id}`, {
      method: "PATCH",
      headers: { ...json, Cookie: adminCookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ status: "closed" }),
    });
    expect(res.status).toBe(403);
  });

  it("exports CSV with a header row and formula cells neutralised", async () => {
    await post(valid({ name: '=HYPERLINK("http://evil","x")', message: "@SUM(1,2)" }));
    const res = await fetch(`${base}/api/admin/enquiries/export?format=csv&q=hyperlink`, { headers: bearer(admin.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Reference","Received (UTC)","Status","Name","Email","Phone","Service","Page","Message"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(lines[1]).toContain(`"'@SUM(1,2)"`);
    expect(lines[1]).toContain(`,"'+91 98765 43210",`);
  });

  it("exports an .xlsx workbook", async () => {
    const res = await fetch(`${base}/api/admin/enquiries/export?format=xlsx`, { headers: bearer(admin.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe("PK");
    const bad = await fetch(`${base}/api/admin/enquiries/export?format=pdf`, { headers: bearer(admin.token) });
    expect(bad.status).toBe(400);
  });

  it("deletes an enquiry once (404 the second time)", async () => {
    const created = await post(valid({ name: "Delete Me" }));
    const body = (await created.json()) as { reference: string; message: string };
    expect(created.status, body.message).toBe(201);
    const { reference } = body;
    const { items } = await list(`?q=${reference}`);
    const url = `${base}/api/enquiries/${items[0]._id}`;
    expect((await fetch(url, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(200);
    expect((await fetch(url, { method: "DELETE", headers: bearer(admin.token) })).status).toBe(404);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the limit, and recovers", { timeout: 60_000 }, async () => {
    let limited: Response | null = null;
    const ip = randomIp();
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await post(valid({ name: `Flood ${i}` }), json, ip);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(201);
    }
    expect(limited).not.toBeNull();
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited!.json()) as { message: string }).message).toMatch(/WhatsApp/);
    // Another client is not affected; this one recovers once its window frees a slot.
    expect((await post(valid())).status).toBe(201);
    await sleep((Number(limited!.headers.get("retry-after")) + 1) * 1000);
    expect((await post(valid(), json, ip)).status).toBe(201);
  });

  it("honeypot hits count against the bot's address only: the bot is stopped, a person elsewhere is not", async () => {
    const bot = randomIp();
    let stopped = false;
    for (let i = 0; i < 40 && !stopped; i++) {
      const res = await post(valid({ name: `Bot ${i}`, website: "http://spam.example" }), json, bot);
      if (res.status === 429) stopped = true;
      else expect(res.status).toBe(201);
    }
    expect(stopped).toBe(true);
    // A real visitor at another address sends at once, and it is stored.
    const person = await post(valid({ name: "Real Person" }));
    expect(person.status).toBe(201);
    const { reference } = (await person.json()) as { reference: string };
    expect((await list(`?q=${reference}`)).items.map((e) => e.reference)).toContain(reference);
  });
});

describe("the reference the form reserves for the WhatsApp text", () => {
  const reserve = async () => {
    const res = await fetch(`${base}/api/enquiries/reference`, { method: "POST" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as { reference: string; token: string; expiresAt: string };
  };

  it("is stored as reserved, so the chat matches the console", async () => {
    const { reference, token } = await reserve();
    expect(reference).toMatch(/^ENQ-[0-9A-HJKMNP-TV-Z]{6}$/);
    const res = await post(valid({ referenceToken: token, message: `Chat ${reference}` }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { reference: string }).reference).toBe(reference);
    expect((await list(`?q=${reference}`)).items.map((i) => i.reference)).toEqual([reference]);
  });

  it("a token used twice gets a fresh reference the second time (and the answer says which)", async () => {
    const { reference, token } = await reserve();
    expect((await post(valid({ referenceToken: token }))).status).toBe(201);
    const again = await post(valid({ referenceToken: token, message: "Replayed form" }));
    expect(again.status).toBe(201);
    const stored = ((await again.json()) as { reference: string }).reference;
    expect(stored).not.toBe(reference);
    expect((await list(`?q=${reference}`)).items).toHaveLength(1);
  });

  it("a forged or tampered token never picks the reference: the enquiry gets a fresh one", async () => {
    const { reference, token } = await reserve();
    const [, expires, sig] = token.split(".");
    for (const forged of [
      `ENQ-ZZZZZZ.${expires}.${sig}`,
      `${reference}.${Number(expires) + 1000}.${sig}`,
      // The signature's first character changed (to one it is not: "x" starts one signature in 64).
      `${reference}.${expires}.${sig[0] === "x" ? "y" : "x"}${sig.slice(1)}`,
      "ENQ-ZZZZZZ",
    ]) {
      const res = await post(valid({ referenceToken: forged, message: `Forged ${forged.slice(0, 12)}` }));
      expect(res.status).toBe(201);
      const got = ((await res.json()) as { reference: string }).reference;
      expect(got).not.toBe("ENQ-ZZZZZZ");
      expect(got).not.toBe(reference);
    }
    expect((await post(valid({ referenceToken: 12345 }))).status).toBe(400);
    expect((await post(valid({ referenceToken: "x".repeat(201) }))).status).toBe(400);
  });
});
