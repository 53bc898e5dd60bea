/**
 * Issue 38, the security points: a logout tapped with no signal ends the
 * session (the cookie is dead once the network is back), the phone forgets
 * what it held about the person, an order queued while signed in is held for
 * that account with a notice, and the outbox retries a 409 "still being
 * placed" instead of calling the order refused.
 */
import { expect, test, type Page } from "@playwright/test";
import { closeDb, countOrdersOf } from "./admin-helpers";
import { addPart, openCutList, planSheets } from "./cut-list-helpers";
import { signedIn } from "./helpers/visitor";

test.describe.configure({ timeout: 90_000 });
test.afterAll(closeDb);

async function logoutFromMenu(page: Page) {
  const toggle = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await toggle.click();
  const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await menu.getByRole("button", { name: "Logout" }).click();
}

/** What the phone keeps, read from the page: the guest links, the outbox's lists, and the worker's kept pages. */
function phoneStores(page: Page) {
  return page.evaluate(async () => {
    const idb = await new Promise<{ sent?: unknown[]; queued?: unknown[] }>((resolve) => {
      const open = indexedDB.open("kpw");
      open.onerror = () => resolve({});
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("kv")) return resolve({});
        const tx = db.transaction("kv", "readonly");
        const store = tx.objectStore("kv");
        const sent = store.get("order-outbox-sent");
        const queued = store.get("order-outbox");
        tx.oncomplete = () => resolve({ sent: sent.result, queued: queued.result });
      };
    });
    return { guestOrders: localStorage.getItem("kpw-guest-orders"), ...idb };
  });
}

test("a logout with no signal: the header signs out at once, and back online the old cookie opens nothing", async ({ page, context }) => {
  const account = await signedIn(page);
  await openCutList(page);
  await expect(page.getByTestId("header-account-badge")).toBeVisible();
  // Something personal on the phone: a guest order's link and a sent order's reference.
  await page.evaluate(() => localStorage.setItem("kpw-guest-orders", JSON.stringify([{ reference: "KPW-2026-0001", key: "k", placedAt: "x" }])));
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("kpw");
        open.onsuccess = () => {
          const tx = open.result.transaction("kv", "readwrite");
          tx.objectStore("kv").put(
            [{ key: "k", reference: "KPW-2026-0001", link: "/orders/KPW-2026-0001?key=k", sentAt: new Date().toISOString() }],
            "order-outbox-sent",
          );
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  expect((await phoneStores(page)).sent).toHaveLength(1);

  await context.setOffline(true);
  await logoutFromMenu(page);
  await expect(page.getByTestId("header-account-badge")).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "kpw-signed-out")?.value).toMatch(/^[0-9a-f]{24}\.\d+$/);
  await expect.poll(async () => (await phoneStores(page)).guestOrders).toBeNull();
  await expect.poll(async () => (await phoneStores(page)).sent).toEqual([]);

  await context.setOffline(false);
  // The page tells the server as soon as the network is back; whichever comes first, the session is dead.
  expect((await page.request.get("/api/orders")).status()).toBe(401);
  expect((await page.request.post("/api/user/refresh")).status()).toBe(401);
  await page.goto("/account");
  await expect(page.getByText("Please sign in to access all details")).toBeVisible();
  await expect(page.getByText(account.email)).toHaveCount(0);
  // The mark has done its work and is gone, with the session cookie.
  await expect.poll(async () => (await context.cookies()).map((c) => c.name).filter((n) => n === "session" || n === "kpw-signed-out")).toEqual([]);
});

test("an order queued while signed in is held after a logout with no signal, with a notice, and goes when that person signs in again", async ({
  page,
  context,
}) => {
  const name = `Held ${Math.random().toString(36).slice(2, 8)}`;
  const account = await signedIn(page, "user", name);
  await openCutList(page);
  await addPart(page, 1, "Side", 720, 560, 2);
  await planSheets(page);
  await context.setOffline(true);
  await page.getByTestId("place-order-open").click();
  await page.getByTestId("order-form").getByTestId("place-order").click();
  await expect(page.getByTestId("order-queued")).toBeVisible();
  await logoutFromMenu(page);
  await context.setOffline(false);
  const held = page.getByTestId("outbox-held");
  await expect(held).toContainText("Saved while you were signed in");
  await expect(held).toContainText("Sign in again to send it, or remove it.");
  await page.waitForTimeout(2000);
  expect(await countOrdersOf(name)).toBe(0);

  // The same person signs in again: the held order goes, under the account.
  const res = await page.request.post("/api/user/login", { data: { email: account.email, password: account.password } });
  const { user, token } = (await res.json()) as { user: unknown; token: string };
  await page.evaluate(([u, t]) => localStorage.setItem("root", JSON.stringify({ state: { user: u, token: t }, version: 0 })), [user, token] as const);
  await page.reload();
  await expect(page.getByTestId("outbox")).toContainText(/Order KPW-\d{4}-\d{4,6} placed/, { timeout: 20_000 });
  expect(await countOrdersOf(name)).toBe(1);
});

test("a 409 'still being placed' is retried with back-off, never called refused, and the order is placed once", async ({ page, context }) => {
  const name = `Interrupted ${Math.random().toString(36).slice(2, 8)}`;
  await openCutList(page);
  await addPart(page, 1, "Side", 720, 560, 2);
  await planSheets(page);
  await page.getByTestId("place-order-open").click();
  const form = page.getByTestId("order-form");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Phone", { exact: true }).fill("+91 98431 22334");
  await context.setOffline(true);
  await form.getByTestId("place-order").click();
  await expect(page.getByTestId("order-queued")).toBeVisible();
  // The first send meets an order still being placed (as after a crash mid-order); later ones reach the server.
  let conflicts = 0;
  await page.route("**/api/orders", async (route) => {
    if (route.request().method() === "POST" && conflicts === 0) {
      conflicts++;
      return route.fulfill({
        status: 409,
        headers: { "Retry-After": "2", "Content-Type": "application/json" },
        body: JSON.stringify({
          message: "This order is still being placed. Wait a moment and reload the page to see it.",
          errors: { idempotencyKey: "still being placed" },
        }),
      });
    }
    return route.fallback();
  });
  await context.setOffline(false);
  const outbox = page.getByTestId("outbox");
  await expect(outbox).toContainText(/Order KPW-\d{4}-\d{4,6} placed/, { timeout: 30_000 });
  await expect(outbox).not.toContainText("was not placed");
  expect(conflicts).toBe(1);
  expect(await countOrdersOf(name)).toBe(1);
});
