import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";

test.afterAll(closeDb);

test("a non-admin cannot reach /admin or its API", async ({ page }) => {
  // Anonymous: the API says 401.
  for (const path of ["/api/enquiries", "/api/admin/services", "/api/admin/downloads", "/api/admin/enquiries/export"]) {
    expect((await page.request.get(path)).status(), path).toBe(401);
  }
  const user = await createAccount("user", "user");
  await signInByApi(page, user);
  for (const path of ["/admin", "/admin/services", "/admin/users", "/admin/downloads"]) {
    await page.goto(path);
    await expect(page.getByTestId("admin-forbidden")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
  }
  expect((await page.request.get("/api/enquiries")).status()).toBe(403);
  expect((await page.request.get("/api/user/")).status()).toBe(403);
  const post = await page.request.post("/api/services", { data: { title: "Hack", des: "x" } });
  expect(post.status()).toBe(403);
});

test("an admin adds a service with an image and its Tamil title; it shows on /, /services and /ta/services", async ({ page }) => {
  const admin = await createAccount("admin", "admin");
  await signInByApi(page, admin);
  await page.goto("/admin/services");
  await expect(page.getByRole("heading", { name: "Services", level: 1 })).toBeVisible();
  await expect(page.getByTestId("service-list")).toBeVisible();

  const title = `Fluting ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "Add a service" }).click();
  const form = page.getByRole("form", { name: "New service" });
  const titleTa = `ஃப்ளூட்டிங் ${title.slice(8)}`;
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form
    .getByLabel("Description", { exact: true })
    .fill("CNC fluting on MDF shutters, 6 mm and 10 mm profiles. Send the shutter sizes; get them back ready to paint.");
  await form.getByLabel("Title in Tamil").fill(titleTa);
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c29f66" } })
    .png()
    .toBuffer();
  await form.getByLabel(/Picture/).setInputFiles({ name: "fluting.png", mimeType: "image/png", buffer: png });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText(`Added “${title}”`);
  const row = page.getByTestId("service-list").getByRole("listitem").filter({ hasText: title });
  await expect(row).toBeVisible();
  const src = await row.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/uploads\/services\/[a-f0-9]{24}\.webp$/);
  expect((await page.request.get(src!)).headers()["content-type"]).toBe("image/webp");

  // Revalidated on change: the public pages show it without a rebuild.
  for (const [path, name] of [
    ["/services", title],
    ["/", title],
    ["/ta/services", titleTa],
  ]) {
    await expect
      .poll(
        async () => {
          const html = await (await page.request.get(path)).text();
          return html.includes(name) && html.includes(src!);
        },
        { timeout: 20_000, intervals: [500, 1000, 2000] },
      )
      .toBe(true);
  }
  await page.goto("/services");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // Delete it again: gone from the console, its image removed.
  await page.goto("/admin/services");
  page.once("dialog", (d) => void d.accept());
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("service-list").getByText(title)).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("the console works on a phone: enquiries, users and downloads", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await createAccount("admin", "admin");
  await signInByApi(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff & accounts" }).click();
  await expect(page.getByTestId("user-list")).toContainText(admin.email);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Downloads" }).click();
  await expect(page.getByTestId("downloads-table")).toContainText("CUTTING");
});
