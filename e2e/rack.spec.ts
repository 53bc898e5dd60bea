/**
 * The workshop's rack (issue 18, parts 1, 3 and 6): the owner adds a material
 * with two board sizes in the console; the cut-list page plans on both and
 * shows the boards used, their price and the saving; a customer's own
 * leftover is used where it saves a board; the offcut store takes a piece, prints its label and
 * gets the offcuts of an order in production.
 */
import { expect, test, type Page } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { addPart, openCutList, planSheets } from "./cut-list-helpers";
import { expectNoViolations } from "./helpers/axe";
import { guest, placeOrder } from "./orders-helpers";
import { cutRow } from "../tests/fixtures/orders";

test.describe.configure({ timeout: 120_000 });
test.afterAll(closeDb);

/** A material of its own per test run, so parallel tests never see each other's boards; retired at the end. */
const tag = Math.random().toString(36).slice(2, 7);
const MATERIAL = { id: `mdf-25-${tag}`, label: `25 mm MDF ${tag}` };

async function pickMaterial(page: Page, n: number, label: string) {
  // The row has one material field for phones (behind "More") and one for wide screens: the one on screen.
  const select = () => page.getByLabel(`Material of part ${n}`, { exact: true }).filter({ visible: true });
  if (!(await select().count())) await page.getByRole("button", { name: `More about part ${n}` }).click();
  await select().selectOption({ label });
}

test("the owner adds a material with two sizes; the cut-list page plans on both and shows the price and the saving", async ({ page, browser }) => {
  await signInByApi(page, await createAccount("admin", "rack"));
  await page.goto("/admin/materials");
  await expect(page.getByRole("heading", { name: "Boards", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add a material" }).click();
  const card = page.getByTestId("material").last();
  await card.getByLabel("Name", { exact: true }).fill(MATERIAL.label);
  await card.getByLabel("Id", { exact: true }).fill(MATERIAL.id);
  await card.getByLabel("Thickness (mm)", { exact: true }).fill("25");
  await card.getByLabel("Kind", { exact: true }).selectOption({ label: "MDF" });
  await card.getByLabel("Has a grain", { exact: true }).uncheck();
  await card.getByLabel(/^Price of one .* board, 8 × 4 ft$/).fill("3000");
  await card.getByRole("button", { name: `Add a board size to ${MATERIAL.label}` }).click();
  const sizes = card.getByTestId("board-size");
  await sizes.nth(1).getByRole("textbox").nth(0).fill("1830");
  await sizes.nth(1).getByRole("textbox").nth(1).fill("1220");
  await sizes.nth(1).getByRole("textbox").nth(2).fill("2100");
  // A bad price is named under its field and nothing is saved.
  await sizes.nth(1).getByRole("textbox").nth(2).fill("21,00.5.0");
  await page.getByRole("button", { name: "Save boards" }).click();
  await expect(card.getByText("Enter a price in rupees")).toBeVisible();
  await sizes.nth(1).getByRole("textbox").nth(2).fill("2100");
  await page.getByRole("button", { name: "Save boards" }).click();
  await expect(page.getByRole("status")).toContainText("Boards saved");
  await expectNoViolations(page, "the Boards console");

  // A customer (no session) plans five 1000 × 500 parts: two 6 × 4 boards beat two 8 × 4s.
  const customer = await browser.newPage();
  await openCutList(customer);
  await addPart(customer, 1, "Panel", 1000, 500, 5);
  await pickMaterial(customer, 1, MATERIAL.label);
  await planSheets(customer);
  const used = customer.getByTestId("boards-used");
  await expect(used).toContainText("6 × 4 ft");
  await expect(used.getByTestId("boards-price")).toHaveText("₹4,200.00");
  // A plan on the workshop's boards alone is the cheapest such plan: no saving is claimed against itself (issue 36).
  await expect(used.getByTestId("boards-saving")).toHaveCount(0);
  await expect(customer.getByTestId("plan-sheets").first()).toHaveText("2 × 6 × 4 ft");
  // The sheets are drawn at their own size.
  await expect(customer.getByRole("button", { name: /^Sheet 1 of 2, 25 mm MDF/ })).toBeVisible();
  await customer.close();

  // Retired: no longer offered on the page.
  await page.reload();
  const saved = page.getByTestId("material").filter({ hasText: MATERIAL.label });
  await saved.getByLabel("Retired (no longer offered)").check();
  await page.getByRole("button", { name: "Save boards" }).click();
  await expect(page.getByRole("status")).toContainText("Boards saved");
  const later = await browser.newPage();
  await openCutList(later);
  await expect(later.getByLabel("Material of new parts").locator("option", { hasText: MATERIAL.label })).toHaveCount(0);
  await later.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a leftover the customer brings is used where it saves a board, the rest said not needed; it stays on the phone", async ({ page }) => {
    await openCutList(page);
    // Five shelves: four fit an 8 × 4 board, so the fifth needs a second board, or the leftover.
    await addPart(page, 1, "Shelf", 1000, 500, 5);
    await pickMaterial(page, 1, "18 mm MDF");
    expect(await planSheets(page)).toBe(2);
    await page.getByText("Boards and leftovers you bring").click();
    await page.getByRole("button", { name: "Add a board or leftover" }).click();
    await page.getByLabel("Material of piece line 1").selectOption({ label: "18 mm MDF" });
    await page.getByLabel("Length (mm) of piece line 1").fill("1200");
    await page.getByLabel("Width (mm) of piece line 1").fill("0");
    await expect(page.getByTestId("own-piece")).toContainText("Width must be more than 0 mm");
    await page.getByLabel("Width (mm) of piece line 1").fill("600");
    // Two of them, and a 6 mm piece no part is cut from: one leftover saves the second board, the rest is not needed.
    await page.getByLabel("How many of piece line 1").fill("2");
    await page.getByRole("button", { name: "Add a board or leftover" }).click();
    await page.getByLabel("Material of piece line 2").selectOption({ label: "6 mm plywood" });
    await page.getByLabel("Length (mm) of piece line 2").fill("900");
    await page.getByLabel("Width (mm) of piece line 2").fill("600");
    await planSheets(page);
    const used = page.getByTestId("boards-used");
    await expect(used).toContainText("Your board 1200 × 600 mm");
    await expect(used.getByRole("row", { name: /Your board 1200 × 600 mm.*yours/ })).toContainText("× 1");
    await expect(used.getByRole("row", { name: /8 × 4 ft/ })).toContainText("× 1");
    await expect(used.getByTestId("board-not-needed")).toHaveText(/Your board 1200 × 600 mm\s*× 1\s*not needed/);
    await expect(page.getByTestId("own-not-planned")).toHaveText(
      "Not needed: no part on this list is cut from these boards of yours: 1 × Your board 900 × 600 mm (6 mm plywood).",
    );
    // Like with like: this plan's boards and cutting against the workshop's two full boards, both with the cutting.
    await expect(used.getByTestId("boards-saving")).toHaveText(
      /^Saves ₹[\d,]+\.\d\d before GST: boards and per-sheet work come to ₹[\d,]+\.\d\d on this plan, against ₹[\d,]+\.\d\d on the workshop’s full boards alone \(2 × 8 × 4 ft\)\.$/,
    );
    await expectNoViolations(page, "the cut-list page with boards the customer brings", "[data-testid=cut-list-workspace]");
    await page.reload();
    await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
    await expect(page.getByLabel("Length (mm) of piece line 1")).toHaveValue("1200");
    await expect(page.getByTestId("boards-used")).toContainText("Your board 1200 × 600 mm");
  });
});

test.describe("confirmation on a phone (issue 36)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the staff see the old → new price before confirming on a stored offcut; the customer's page shows the new lines", async ({ page }) => {
    await signInByApi(page, await createAccount("admin", "confirm"));
    const add = await page.request.post("/api/admin/offcuts", { data: { material: "bwp-ply-18", length: 1500, width: 1000 } });
    expect(add.status()).toBe(201);
    const pieceId = (await add.json()).piece.id as string;
    const row = (id: string, name: string, length: number, width: number, quantity: number) => cutRow({ id, name, length, width, quantity });
    const order = await placeOrder(page.request, {
      guest,
      cutList: { saw: { kerf: 4, trim: 10 }, rows: [row("a", "Side", 720, 560, 4), row("b", "Bottom", 860, 520, 2), row("c", "Top", 1400, 450, 2)] },
    });
    await page.goto(`/admin/orders/${order.reference}`);
    await page.getByLabel("Move to").selectOption({ label: "Confirmed" });
    const replan = page.getByTestId("confirmation-replan");
    await expect(replan).toContainText(/The estimate becomes ₹[\d,]+\.\d\d \(it was ₹[\d,]+\.\d\d\)/);
    await expect(replan).toContainText(`Stored offcut 1500 × 1000 mm (${pieceId})`);
    const newPrice = (await replan.innerText()).match(/becomes ₹([\d,]+\.\d\d)/)![1].replace(/,/g, "");
    // The price to confirm is the new one until the staff type another.
    await expect(page.getByLabel("Confirmed price incl. GST (₹)").first()).toHaveValue(newPrice.replace(/\.00$/, ""));
    await page.screenshot({ path: test.info().outputPath("confirmation-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Mark as confirmed" }).click();
    // Confirming plans the order again on the rack: allow a loaded machine its time. (The order's status, not the
    // panel's "Saved." note: the page's refresh remounts the panel, and the note can go before it is read.)
    await expect(page.getByTestId("order-status")).toHaveText("Confirmed", { timeout: 20_000 });
    // The customer's page: the lines of the plan that will be cut, the piece named by its size.
    await page.goto(order.link);
    await expect(page.getByText(`Stored offcut 1500 × 1000 mm (${pieceId})`).first()).toBeVisible();
    expect((await page.request.patch(`/api/orders/${order.reference}`, { data: { status: "cancelled", reason: "test over" } })).status()).toBe(200);
    expect((await page.request.delete(`/api/admin/offcuts/${pieceId}`)).status()).toBe(200);
  });
});

test("the offcut store: a piece added by hand gets a label; an order in production offers its offcuts to the store", async ({ page }) => {
  await signInByApi(page, await createAccount("admin", "offcuts"));
  await page.goto("/admin/offcuts");
  const form = page.locator("form").filter({ hasText: "Add a piece" });
  await form.getByLabel("Material").selectOption({ label: "6 mm plywood" });
  await form.getByLabel("Length (mm)").fill("250");
  await form.getByLabel("Width (mm)").fill("600");
  await form.getByRole("button", { name: "Add to the store" }).click();
  await expect(form.getByText("An offcut is kept when both sides are at least 300 mm")).toBeVisible();
  await form.getByLabel("Length (mm)").fill("1100");
  await form.getByRole("button", { name: "Add to the store" }).click();
  await expect(page.getByRole("status")).toContainText("is in the store");
  const id = (await page.getByRole("status").innerText()).match(/Piece ([2-9A-Z]{5})/)![1];
  await page.getByLabel("Id or order").fill(id);
  const row = page.getByTestId("offcut").filter({ hasText: id });
  await expect(row).toContainText("1100 × 600 mm, 6 mm plywood · free");
  await expectNoViolations(page, "the offcut store");
  await row.getByRole("link", { name: `Print the label of ${id}` }).click();
  await expect(page.getByTestId("offcut-label")).toContainText(id);
  await expect(page.getByTestId("offcut-label")).toContainText("1100 × 600 mm");
  await page.goBack();
  await page.getByLabel("Id or order").fill(id);
  const piece = page.getByTestId("offcut").filter({ hasText: id });
  await piece.getByRole("button", { name: `Discard ${id}` }).click();
  // It asks first (issue 38): "Keep it" keeps it; "Yes, discard" discards.
  await piece.getByRole("button", { name: "Keep it" }).click();
  await expect(piece).toBeVisible();
  await piece.getByRole("button", { name: `Discard ${id}` }).click();
  await piece.getByRole("button", { name: `Yes, discard ${id}` }).click();
  await expect(page.getByRole("status")).toContainText(`Piece ${id} discarded`);

  // A stored piece that saves a board is reserved when the order is confirmed, and the pack says to pull it for its sheet.
  const add = await page.request.post("/api/admin/offcuts", { data: { material: "ply-12", length: 1200, width: 600 } });
  expect(add.status()).toBe(201);
  const pieceId = (await add.json()).piece.id as string;
  const small = await placeOrder(page.request, {
    guest,
    cutList: {
      saw: { kerf: 4, trim: 10 },
      rows: [
        {
          id: "a",
          name: "Drawer base",
          material: "ply-12",
          length: 500,
          width: 500,
          quantity: 2,
          grain: false,
          edges: { l1: null, l2: null, w1: null, w2: null },
          note: "",
        },
      ],
    },
  });
  const confirm = await page.request.patch(`/api/orders/${small.reference}`, { data: { status: "confirmed", confirmedPaise: 400_00 } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  await page.goto(`/admin/orders/${small.reference}/pack`);
  await expect(page.getByTestId("pack-sheet").first()).toHaveAttribute(
    "aria-label",
    new RegExp(`Stored offcut 1200 × 600 mm \\(${pieceId}\\), pull it from the offcut store`),
  );
  await page.goto(`/admin/orders/${small.reference}`);
  await expect(page.getByTestId("order-plan")).toContainText(`Stored offcut 1200 × 600 mm (${pieceId})`);
  await page.goto("/admin/offcuts");
  await page.getByLabel("Id or order").fill(pieceId);
  await expect(page.getByTestId("offcut").filter({ hasText: pieceId })).toContainText(`reserved for ${small.reference}`);
  expect((await page.request.patch(`/api/orders/${small.reference}`, { data: { status: "cancelled", reason: "test over" } })).status()).toBe(200);
  expect((await page.request.delete(`/api/admin/offcuts/${pieceId}`)).status()).toBe(200);

  // An order going into production: its plan's offcuts can go to the store, each with a label.
  const order = await placeOrder(page.request, { guest });
  for (const body of [{ status: "confirmed", confirmedPaise: 25_000_00 }, { status: "in-production" }]) {
    const res = await page.request.patch(`/api/orders/${order.reference}`, { data: body });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto(`/admin/orders/${order.reference}`);
  const panel = page.getByTestId("order-offcuts");
  await expect(panel).toContainText("Offcuts to keep");
  await panel
    .getByRole("button", { name: /^Put sheet \d+ offcut 1 / })
    .first()
    .click();
  const stored = panel.getByTestId("stored-offcut-id").first();
  await expect(stored).toHaveText(/^[2-9A-HJKMNP-Z]{5}$/);
  const storedId = await stored.innerText();
  await page.goto("/admin/offcuts");
  await page.getByLabel("Id or order").fill(storedId);
  await expect(page.getByTestId("offcut").filter({ hasText: storedId })).toBeVisible();
  const storedRow = page.getByTestId("offcut").filter({ hasText: storedId });
  await storedRow.getByRole("button", { name: `Discard ${storedId}` }).click();
  await storedRow.getByRole("button", { name: `Yes, discard ${storedId}` }).click();
  await expect(page.getByRole("status")).toContainText("discarded");
});

test.describe("the customer's shelf on a phone (issue 54)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a piece kept under the customer's name: their shelf in Tamil, their order cut from it, their choice for the order's pieces", async ({
    page,
    browser,
  }) => {
    const [owner, asha] = await Promise.all([createAccount("admin", "shelf"), createAccount("user", "shelf")]);
    const staff = await browser.newContext();
    const counter = await staff.newPage();
    await signInByApi(counter, owner);
    const add = await counter.request.post("/api/admin/offcuts", { data: { material: "hdhmr-18", length: 1900, width: 1200, owner: asha.email } });
    expect(add.status(), await add.text()).toBe(201);
    const id = (await add.json()).piece.id as string;

    const session = await signInByApi(page, asha);
    // The cut-list page, signed in: the page's own plan is cut from her piece, as the server's estimate is.
    const stored = {
      state: {
        rows: [{ ...cutRow({ id: "s", name: "Shutter", material: "hdhmr-18" }), length: "800", width: "500", quantity: "2" }],
        boardsBy: "workshop",
      },
      version: 1,
    };
    await page.addInitScript(
      ([list, auth]) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("kpw-cut-list", list);
        localStorage.setItem("root", auth);
      },
      [JSON.stringify(stored), JSON.stringify({ state: { user: session.user, token: session.token }, version: 0 })] as const,
    );
    await page.goto("/cut-list");
    await expect(page.getByTestId("plan-material").first()).toContainText("Your piece at the workshop, 1,900 × 1,200 mm", { timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath("cut-list-shelf-390.png"), fullPage: true });
    await page.goto("/ta/account");
    const shelf = page.getByTestId("my-shelf");
    await expect(shelf.getByRole("heading", { level: 2 })).toHaveText("வொர்க்ஷாப்பில் உங்கள் மீதித் துண்டுகள்");
    await expect(shelf.getByTestId("shelf-piece")).toContainText("18 mm HDHMR துண்டு, 1,900 × 1,200 mm");
    await expect(shelf.getByTestId("shelf-piece")).toContainText(`லேபிள் ${id}`);
    await shelf.screenshot({ path: test.info().outputPath("shelf-ta-390.png") });

    // Her next order is cut from her own piece: the board costs nothing, the estimate says so.
    const row = cutRow({ id: "a", name: "Shutter", material: "hdhmr-18", length: 800, width: 500, quantity: 2 });
    const order = await placeOrder(page.request, { cutList: { saw: { kerf: 4, trim: 10 }, rows: [row] } });
    await page.goto(`/orders/${order.reference}`);
    await expect(page.getByText("Your piece at the workshop, 1,900 × 1,200 mm: 18 mm HDHMR")).toBeVisible();
    await expect(page.getByText(/Your pieces at the workshop save ₹[\d,]+\.\d\d/)).toBeVisible();

    // What becomes of the pieces her plan leaves: she keeps them at the workshop.
    const left = page.getByTestId("order-leftovers");
    await left.getByLabel("Keep them at the workshop under my name").check();
    await expect(left).toContainText("Kept for 90 days");
    await left.getByRole("button", { name: "Save my choice" }).click();
    await expect(left.getByRole("status")).toHaveText("Saved. The workshop will do as you chose.");
    await expectNoViolations(page, "the order page's leftovers");
    await page.reload();
    await expect(page.getByTestId("order-leftovers").getByLabel("Keep them at the workshop under my name")).toBeChecked();
    await left.screenshot({ path: test.info().outputPath("leftovers-390.png") });

    // The console's store shows whose piece it is and until when.
    await counter.goto("/admin/offcuts");
    await expect(counter.getByTestId("offcut").filter({ hasText: id })).toContainText(`on ${asha.name}'s shelf until`);
    expect((await page.request.patch(`/api/orders/${order.reference}`, { data: { status: "cancelled", reason: "test over" } })).status()).toBe(200);
    expect((await counter.request.delete(`/api/admin/offcuts/${id}`)).status()).toBe(200);
    await staff.close();
  });
});
