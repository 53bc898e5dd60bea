import { expect, test, type Page } from "@playwright/test";
import { site } from "../tests/fixtures/seed-site";
import { collectAlerts, createUser, gotoReady, PASSWORD, uniqueEmail, type TestUser } from "./helpers/shell";
import { waitForHydration } from "./sections-helpers";

/**
 * Issue 13, the visitor's rough edges 1, 2, 3, 4, 10 and 11 (signed-out
 * /account and /admin), each at a phone's 390 px and a desktop's 1280 px.
 */

const PROMPT = "Please sign in to access all details";

/** The header's menu holds Sign In, Sign Up and Logout below the lg width (1024 px). */
async function openAuthControls(page: Page, width: number) {
  const banner = page.getByRole("banner");
  if (width < 1024) await banner.getByRole("button", { name: "Menu" }).click();
  return banner;
}

/** Opens the sign-up dialog from the header on `path`: the menu's Sign Up on a phone, the sign-in dialog's link on a desktop. */
async function openSignup(page: Page, path: string, width: number) {
  await gotoReady(page, path);
  const banner = await openAuthControls(page, width);
  if (width < 1024) await banner.getByRole("button", { name: "Sign Up" }).click();
  else {
    await banner.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Create an account" }).click();
  }
  return page.getByRole("dialog", { name: "Create an account" });
}

/** Signs in with the session cookie and the persisted store, as a completed sign-in leaves them. */
async function signInStored(page: Page, user: TestUser) {
  const res = await page.request.post("/api/user/login", { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { user: unknown; token: string };
  await page.evaluate((state) => localStorage.setItem("root", JSON.stringify({ state, version: 0 })), body);
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("item 1: a job-work modal covers the whole page, header included, and nothing under it can be clicked", async ({ page }) => {
      await gotoReady(page, "/");
      const button = page.getByRole("button", { name: "PASTING", exact: true });
      await waitForHydration(button);
      await button.click();
      const dialog = page.getByRole("dialog", { name: "PASTING" });
      await expect(dialog).toBeVisible();
      // In the browser's top layer: above every stacking context, the page behind inert.
      expect(await dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
      const headerControl =
        width < 1024
          ? page.getByRole("banner").getByRole("button", { name: "Menu" })
          : page.getByRole("banner").getByRole("button", { name: "Sign In" });
      const box = (await headerControl.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => {
          const el = document.elementFromPoint(x, y);
          return { inHeader: !!el?.closest("header"), isDialog: el?.tagName === "DIALOG" };
        },
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toEqual({ inHeader: false, isDialog: true });
      // A press where the header's button shows lands on the backdrop: the modal closes, no second dialog opens.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("dialog", { name: "Sign in" })).toHaveCount(0);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    });

    test("item 2: logging out on /account clears the page at once and shows the sign-in card", async ({ page, request }) => {
      const user = await createUser(request, { name: "Meena Modular" });
      await gotoReady(page, "/");
      await signInStored(page, user);
      await gotoReady(page, "/account");
      await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
      await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Email")).toHaveValue(user.email);

      const banner = await openAuthControls(page, width);
      await banner.getByRole("button", { name: "Logout" }).click();

      await expect(page.getByRole("heading", { name: "Your account" })).toHaveCount(0);
      await expect(page.getByRole("form", { name: "Profile" })).toHaveCount(0);
      await expect(page.getByText(user.email)).toHaveCount(0);
      // One prompt: the page's card says it (no dialog over it), and the way back in is right there.
      const card = page.getByTestId("signin-required");
      await expect(card).toContainText(PROMPT);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await card.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
    });

    test("item 3: sign-up opened from the menu on another page: Cancel goes to /", async ({ page }) => {
      const dialog = await openSignup(page, "/about", width);
      await dialog.getByLabel("Name").fill("Half Filled");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
      await expect(dialog).toBeHidden();
    });

    test("a successful sign-up from another page stays on that page, the customer signed in (issue 21, item 12)", async ({ page }) => {
      const alerts = collectAlerts(page);
      const dialog = await openSignup(page, "/contact", width);
      const email = uniqueEmail("autosignin");
      await dialog.getByLabel("Name").fill("Selvam Interiors");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Phone").fill("+91 90030 55555");
      await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await dialog.getByRole("button", { name: "Sign Up" }).click();
      await expect.poll(() => alerts).toEqual(["User created successfully!"]);
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/contact$/);
      // Signed in without typing the same e-mail and password again.
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("root") ?? "null"));
      expect(stored?.state?.user?.email).toBe(email);
      expect(typeof stored?.state?.token).toBe("string");
      const controls = await openAuthControls(page, width);
      await expect(controls.getByRole("button", { name: "Logout" })).toBeVisible();
    });

    test("item 10: a failed refresh of a list already on screen raises no alert", async ({ page, request }) => {
      // Make sure /services is regenerated with the list from the database (the build has none).
      await expect.poll(async () => (await (await request.get("/services")).text()).includes("data-service-card"), { timeout: 30_000 }).toBe(true);
      const alerts = collectAlerts(page);
      await page.route("**/api/services", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }));
      const failures: number[] = [];
      page.on("response", (r) => {
        if (r.url().endsWith("/api/services")) failures.push(r.status());
      });
      await gotoReady(page, "/services");
      // The live list asks twice (one retry) and both fail.
      await expect.poll(() => failures.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      await expect(page.locator("[data-service-card]").first()).toBeVisible();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
      expect(alerts).toEqual([]);
    });

    test("item 11: signed-out /account shows the prompt's words once, in a card with side margins (no dialog over it)", async ({ page }) => {
      await gotoReady(page, "/account");
      const card = page.getByTestId("signin-required");
      await expect(card).toContainText(PROMPT);
      await expect(page.getByText(PROMPT)).toHaveCount(1);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(width - (box.x + box.width)).toBeGreaterThanOrEqual(16);
      // The card's heading is in the brand's heading colour, as "Your account" is.
      const [heading, brand] = await card.getByRole("heading").evaluate((h) => {
        const probe = document.createElement("span");
        probe.className = "text-brand-800";
        document.body.append(probe);
        const colours = [getComputedStyle(h).color, getComputedStyle(probe).color];
        probe.remove();
        return colours;
      });
      expect(heading).toBe(brand);
    });

    test("item 11: signed-out /admin: the prompt's words once, and the console is called by the site's name", async ({ page }) => {
      await gotoReady(page, "/admin");
      await expect(page.getByTestId("signin-required")).toContainText(PROMPT);
      await expect(page.getByText(PROMPT)).toHaveCount(1);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const banner = page.getByRole("banner");
      await expect(banner).toContainText(site.name);
      await expect(banner).not.toContainText(/Kovai Panels(?! Works)/);
    });
  });
}

test.describe("item 4: GET /api/user/ and /api/user answer directly", () => {
  test("no 308 for the spec's path with the slash, nor without it; other addresses still lose their slash", async ({ request }) => {
    for (const path of ["/api/user/", "/api/user"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(401);
      expect(res.headers()["cache-control"], path).toContain("no-store");
    }
    const about = await request.get("/about/", { maxRedirects: 0 });
    expect(about.status()).toBe(308);
    expect(about.headers()["location"]).toMatch(/\/about$/);
  });
});
