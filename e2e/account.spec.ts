import { expect, test } from "@playwright/test";
import { closeDb, createAccount } from "./admin-helpers";

test.afterAll(closeDb);

test("a signed-out visitor who opens /account is asked to sign in, once (a card, no dialog over it)", async ({ page }) => {
  await page.goto("/account");
  // The page itself answers (proxy.ts does not redirect) with the spec's sign-in words and a Sign In button.
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByTestId("signin-required");
  await expect(card).toContainText("Please sign in to access all details", { timeout: 15_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await card.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByTestId("login-dialog")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your account" })).toHaveCount(0);
});

test("a user opens the account from the header, edits the profile and deletes the account", async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createAccount("user", "user");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByTestId("login-dialog");
  await dialog.getByLabel("Username").fill(user.email);
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await header.getByRole("link", { name: new RegExp(user.name) }).click();

  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Email")).toHaveValue(user.email);

  const newName = "Asha Modular Kitchens";
  await profile.getByLabel("Name").fill(newName);
  await profile.getByLabel("Phone").fill("+91 90000 11111");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Profile saved.")).toBeVisible();
  await expect(header.getByTestId("header-user")).toContainText(newName);
  await page.reload();
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Name")).toHaveValue(newName);

  // A wrong current password is refused with the server's reason.
  const pw = page.getByRole("form", { name: "Change password" });
  await pw.getByLabel("Current password").fill("not-my-password");
  await pw.getByLabel("New password").fill("Another-Strong-Pass-2025");
  await pw.getByRole("button", { name: "Change password" }).click();
  await expect(pw.getByRole("alert").first()).toBeVisible();

  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByTestId("delete-account-dialog");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem("root"));
  expect(stored === null || JSON.parse(stored).state.user === null).toBe(true);
  const login = await page.request.post("/api/user/login", { data: { email: user.email, password: user.password } });
  expect(login.status()).toBe(401);
});
