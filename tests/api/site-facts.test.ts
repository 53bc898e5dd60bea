/**
 * The business's facts from the console (issue 56, item 2): the owner changes the phone, WhatsApp number, address,
 * links or hours, and every page, WhatsApp link, paper and the structured data follow without a rebuild. Bad input
 * is a field-level 400; only the owner may change them. Runs alone (it changes what every page shows) and puts the
 * starting facts back.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, base, call, login, randomIp, signup, sleep, type Login } from "./helpers";
import { fetchFrom } from "./loopback";
import { orderBody, guest } from "./orders-helpers";
import { SEED_FACTS } from "../../lib/site/seed";

const run = promisify(execFile);
let owner: Login;

const FACTS = {
  name: "Sri Murugan Panels",
  shortName: "Murugan Panels",
  phone: "+91 94433 21098",
  whatsapp: "090030 12345",
  email: "Orders@MuruganPanels.example",
  street: "Plot 7, SIDCO Industrial Estate, Kurichi",
  streetTamil: "பிளாட் 7, சிட்கோ தொழிற்பேட்டை, குறிச்சி",
  postalCode: "641021",
  mapUrl: "https://maps.app.goo.gl/AbCdEf123",
  socials: { facebook: "https://www.facebook.com/muruganpanels", instagram: "", linkedin: "", twitter: "" },
  opens: "08:30",
  closes: "20:00",
};

const put = (body: unknown, token = owner.token) => call("/api/admin/business/facts", { method: "PUT", token, body });

/** A page's HTML; a pre-rendered page may answer once from before the save while it is made again. */
async function page(pathname: string, until: (html: string) => boolean): Promise<string> {
  let html = "";
  for (let i = 0; i < 10; i++) {
    html = await (await fetchFrom(randomIp(), `${base}${pathname}`)).text();
    if (until(html)) return html;
    await sleep(300);
  }
  return html;
}

async function pdfText(pathname: string): Promise<string> {
  const res = await fetchFrom(randomIp(), `${base}${pathname}`, { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(res.status).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-"));
  await writeFile(path.join(dir, "a.pdf"), Buffer.from(await res.arrayBuffer()));
  await run("pdftotext", ["-layout", path.join(dir, "a.pdf"), path.join(dir, "a.txt")]);
  return readFile(path.join(dir, "a.txt"), "utf8");
}

beforeAll(async () => {
  owner = await adminSession();
});
afterAll(async () => {
  // The starting facts again, for the files after this one.
  const back = await put({ ...SEED_FACTS });
  expect(back.status, back.text).toBe(200);
});

describe("the business's facts from the console", () => {
  it("refuses bad input field by field, and anyone but the owner", async () => {
    const bad = await put({
      ...FACTS,
      name: "Murugan\u202EPanels",
      phone: "12345",
      whatsapp: "+1 415 555 0100",
      email: "not an address",
      postalCode: "041021",
      mapUrl: "http://maps.example/pin",
      socials: { ...FACTS.socials, instagram: "javascript:alert(1)" },
    });
    expect(bad.status, bad.text).toBe(400);
    const errors = bad.json.errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(["email", "mapUrl", "name", "phone", "postalCode", "socials.instagram", "whatsapp"]);
    expect(errors.phone).toMatch(/Indian number/);
    const hours = await put({ ...FACTS, opens: "19:00", closes: "09:00" });
    expect(hours.status).toBe(400);
    expect(hours.json.errors).toEqual({ closes: "Closing time must be after the opening time" });
    expect(errors["socials.instagram"]).toMatch(/https:\/\//);
    // Nothing was saved.
    expect((await call("/api/admin/business/facts", { token: owner.token })).json.facts.name).not.toBe("Murugan\u202EPanels");

    expect((await call("/api/admin/business/facts", { method: "PUT", body: FACTS })).status).toBe(401);
    const person = await signup({ name: "Office Person" });
    expect((await call(`/api/admin/staff/${person._id}`, { method: "PATCH", token: owner.token, body: { role: "office" } })).status).toBe(200);
    const office = await login(person.email, person.password);
    expect((await put(FACTS, office.token)).status).toBe(403);
    expect((await call("/api/admin/business/facts", { token: office.token })).status).toBe(403);
  });

  it("a save over a newer version is refused; each save is in the audit log with what it changed, before and after (issue 65)", async () => {
    const loaded = (await call("/api/admin/business/facts", { token: owner.token })).json.facts;
    const first = await call("/api/admin/business/facts", {
      method: "PUT",
      token: owner.token,
      body: { ...FACTS, phone: "0422 257 7788" },
      headers: { "If-Match": `"${loaded.version}"` },
    });
    expect(first.status, first.text).toBe(200);
    // A second form loaded at the same version (another tab, another person) is told, and saves nothing.
    const stale = await call("/api/admin/business/facts", {
      method: "PUT",
      token: owner.token,
      body: { ...FACTS, phone: "+91 98765 00000" },
      headers: { "If-Match": `"${loaded.version}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors).toHaveProperty("version");
    expect((await call("/api/admin/business/facts", { token: owner.token })).json.facts.phone).toBe("914222577788");
    // A landline is shown as one (walk C20), on the very next page of this instance.
    const contact = await (await fetchFrom(randomIp(), `${base}/contact`)).text();
    expect(contact).toContain("+91 422 257 7788");
    const log = (await call("/api/admin/audit?action=facts", { token: owner.token })).json.entries;
    const entry = log.find((e: { detail: { after?: Record<string, string> } }) => e.detail.after?.phone === "914222577788");
    expect(entry, JSON.stringify(log.slice(0, 2))).toBeTruthy();
    expect(entry.actor).toMatchObject({ name: owner.user.name });
    expect(entry.detail.before.phone).not.toBe("914222577788");
    expect(entry.detail.after["socials facebook"]).toBe(FACTS.socials.facebook);
    // The starting facts again, for the next test.
    expect((await put({ ...SEED_FACTS })).status).toBe(200);
  });

  it("saved once, every page, WhatsApp link, paper and the structured data show them, without a rebuild", async () => {
    // A page drawn just before the save (its facts read and kept a few seconds): the pages made again after the save
    // must not draw from that (they are bundled apart from the route that saves).
    expect(await (await fetchFrom(randomIp(), `${base}/cut-list`)).text()).toContain("Kovai Panel Works");
    const saved = await put(FACTS);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.facts).toMatchObject({
      phone: "919443321098",
      whatsapp: "919003012345",
      email: "orders@muruganpanels.example",
      example: false,
      updatedBy: owner.user.name,
    });
    const version = saved.json.facts.version as number;
    expect((await put(FACTS)).json.facts.version).toBe(version + 1);

    // The landing page (pre-rendered): name, phone, WhatsApp link, hours and the structured data.
    const home = await page("/", (html) => html.includes("Sri Murugan Panels"));
    expect(home).toContain("+91 94433 21098");
    expect(home).toContain('href="tel:+919443321098"');
    expect(home).toContain("https://wa.me/919003012345");
    expect(home).not.toContain("wa.me/919876543210");
    expect(home).toContain("08:30");
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]);
    expect(ld).toMatchObject({ name: "Sri Murugan Panels", telephone: "+919443321098", email: "orders@muruganpanels.example" });
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: "08:30", closes: "20:00" });
    expect(ld.sameAs).toEqual(["https://www.facebook.com/muruganpanels", "https://wa.me/919003012345"]);

    // The Tamil page's header carries the Tamil street; the contact page the map pin; the footer only the links given.
    const tamil = await page("/ta", (html) => html.includes("Sri Murugan Panels"));
    expect(tamil).toContain("பிளாட் 7, சிட்கோ தொழிற்பேட்டை, குறிச்சி");
    const contact = await page("/contact", (html) => html.includes("Sri Murugan Panels"));
    expect(contact).toContain('href="https://maps.app.goo.gl/AbCdEf123"');
    expect(contact).toContain("https://www.facebook.com/muruganpanels");
    expect(contact).not.toContain("https://www.instagram.com/");

    // A page made per request (the cut list), the web app's name, and a new paper.
    expect(await page("/cut-list", (html) => html.includes("Sri Murugan Panels"))).toContain("wa.me/919003012345");
    const manifest = await page("/manifest.webmanifest", (text) => text.includes("Sri Murugan Panels"));
    expect(JSON.parse(manifest)).toMatchObject({ name: "Sri Murugan Panels", short_name: "Murugan Panels" });
    const placed = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) });
    expect(placed.status, placed.text).toBe(201);
    const quote = await pdfText(`/api/orders/${placed.json.order.reference}/quote.pdf`);
    expect(quote).toContain("+91 94433 21098");
    expect(quote).toContain("orders@muruganpanels.example");
    expect(quote).toContain("Plot 7, SIDCO Industrial Estate, Kurichi");
    // The console's business details print the same address, phone and e-mail.
    const business = (await call("/api/admin/business", { token: owner.token })).json.business;
    expect(business).toMatchObject({ phone: "+91 94433 21098", email: "orders@muruganpanels.example" });
  });
});
