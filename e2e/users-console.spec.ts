import { expect, test } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";

test.afterAll(closeDb);

test("the owner finds an account by its e-mail and changes its role only after saying yes (walk 6, C18)", async ({ page }) => {
  const [owner, customer] = await Promise.all([createAccount("admin", "admin"), createAccount("user", "find-me")]);
  await signInByApi(page, owner);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();

  const search = page.getByRole("search");
  await search.getByLabel("Find an account by its e-mail").fill(`  ${customer.email.toUpperCase()} `);
  await search.getByRole("button", { name: "Find" }).click();
  const items = page.getByTestId("user-item");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(customer.email);

  // The first question is declined: nothing changes.
  const role = items.first().getByLabel(`Role of ${customer.email}`);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain(`Make ${customer.name} (${customer.email}) office?`);
    void dialog.dismiss();
  });
  await role.selectOption("office");
  await expect(role).toHaveValue("user");

  page.once("dialog", (dialog) => void dialog.accept());
  await role.selectOption("office");
  await expect(page.getByText(`${customer.name} is now office`)).toBeVisible();
  await expect(role).toHaveValue("office");

  await search.getByLabel("Find an account by its e-mail").fill("nobody-here@example.com");
  await search.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("No account has the address nobody-here@example.com.")).toBeVisible();
  await search.getByRole("button", { name: "Show everyone" }).click();
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(1);

  // On a phone (390 px) every control of the search and the role picker is a finger's target: at least 44 × 44 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await search.getByLabel("Find an account by its e-mail").fill(customer.email);
  await search.getByRole("button", { name: "Find" }).click();
  await expect(items).toHaveCount(1);
  const controls = [
    search.getByLabel("Find an account by its e-mail"),
    search.getByRole("button", { name: "Find" }),
    search.getByRole("button", { name: "Show everyone" }),
    items.first().getByLabel(`Role of ${customer.email}`),
  ];
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.height, await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width, "inside the screen").toBeLessThanOrEqual(390);
  }
});
