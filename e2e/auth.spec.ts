import { expect, test, type Page } from "@playwright/test";
import { collectAlerts, collectErrors, createUser, gotoReady, PASSWORD, readRoot, signInThroughUi, uniqueEmail } from "./helpers/shell";

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

// Sign-in and sign-up go through the real API and database; allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("sign-in dialog", () => {
  test("opens from Sign In with a Username (e-mail) field, locks scrolling, and Cancel closes it", async ({ page }) => {
    await gotoReady(page, "/");
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await bodyOverflow(page)).toBe("");
    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
    await signIn.click();

    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const username = dialog.getByLabel("Username");
    await expect(username).toHaveAttribute("type", "email");
    await expect(username).toHaveAttribute("required", "");
    await expect(username).toHaveAttribute("autocomplete", "username");
    await expect(username).toBeFocused();
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");
    expect(await bodyOverflow(page)).toBe("hidden");
    // The page behind does not scroll while the dialog is open.
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe("");
    await expect(signIn).toBeFocused();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

    // Escape closes it too, and the browser's own validation keeps empty fields from being sent.
    await signIn.click();
    await expect(dialog).toBeVisible();
    let posted = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/user/login")) posted = true;
    });
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toBeVisible();
    expect(posted).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a wrong password keeps the dialog open and shows the server's message", async ({ page, request }) => {
    const user = await createUser(request);
    await gotoReady(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await dialog.getByLabel("Username").fill(user.email);
    await dialog.getByLabel("Password", { exact: true }).fill("not-the-password-1");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/user/login")),
      dialog.getByRole("button", { name: "Sign In" }).click(),
    ]);
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);
    await expect(dialog.getByRole("alert")).toHaveText(message);
    await expect(dialog).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    expect(await readRoot(page)).toMatchObject({ state: { user: null, token: null } });
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(1);
  });

  test("signing in stores {user, token} under `root`, survives a reload without hydration errors, and Logout clears it", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const user = await createUser(request, { name: "Meena Designs" });
    await gotoReady(page, "/");
    await signInThroughUi(page, user);

    const header = page.getByRole("banner");
    await expect(header.getByText(user.name)).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign In" })).toHaveCount(0);
    expect(await bodyOverflow(page)).toBe("");

    const stored = await readRoot(page);
    expect(stored?.state.user).toMatchObject({ name: user.name, email: user.email });
    expect(stored?.state.token).toEqual(expect.any(String));
    expect(stored!.state.token!.length).toBeGreaterThan(20);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "");
    await expect(header.getByText(user.name)).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    // Still signed in after the server was asked (GET /api/user/{id} with the cookie).
    await page.waitForLoadState("networkidle");
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    expect(errors).toEqual([]);

    const [logout] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/user/logout") && r.method() === "POST"),
      header.getByRole("button", { name: "Logout" }).click(),
    ]);
    expect(logout).toBeTruthy();
    await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign In" })).toBeFocused();
    await expect(header.getByText(user.name)).toHaveCount(0);
    expect(await readRoot(page)).toMatchObject({ state: { user: null, token: null } });

    // The server forgot the session too: the cookie no longer opens the account.
    await expect.poll(async () => (await page.request.get(`/api/user/${stored!.state.user!._id}`)).status()).toBe(401);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "");
    await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("a session the server no longer accepts is cleared and the sign-in prompt is shown", async ({ page, context, request }) => {
    const user = await createUser(request);
    await gotoReady(page, "/");
    await signInThroughUi(page, user);
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();

    await context.clearCookies();
    await page.reload();
    const prompt = page.getByRole("dialog", { name: "Sign in required" });
    // The check and the prompt load on demand: allow for a slow machine.
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toContainText("Please sign in to access all details");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await readRoot(page)).toMatchObject({ state: { user: null, token: null } });
    expect(await bodyOverflow(page)).toBe("hidden");

    await prompt.getByRole("button", { name: "OK" }).click();
    await expect(prompt).toBeHidden();
    expect(await bodyOverflow(page)).toBe("");
  });

  test("/login shows the landing page with the sign-in dialog; Cancel goes to /", async ({ page }) => {
    await gotoReady(page, "/login");
    await expect(page.locator("#home")).toBeAttached();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Username")).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(dialog).toBeHidden();
  });

  test("keyboard only: focus stays in the dialog and Enter signs in", async ({ page, request }) => {
    const user = await createUser(request, { name: "Karthik Carpentry" });
    await gotoReady(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expect(dialog.getByLabel("Username")).toBeFocused();
    // Tab around more times than there are controls: focus never leaves the dialog.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByLabel("Username").focus();
    await page.keyboard.insertText(user.email);
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.insertText(user.password);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByText(user.name)).toBeVisible();
  });
});

test.describe("sign-up dialog", () => {
  test("success: 'Signing up...' while sending, the alert, then / with the form cleared", async ({ page }) => {
    const alerts = collectAlerts(page);
    await gotoReady(page, "/signup");
    const dialog = page.getByRole("dialog", { name: "Create an account" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    for (const label of ["Name", "Email", "Phone"]) await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");

    // Hold the real request for a moment to see the submitting state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/user/signup", async (route) => {
      await held;
      await route.continue();
    });
    const email = uniqueEmail("signup");
    await dialog.getByLabel("Name").fill("Ravi Builders");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("+91 90030 12345");
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    const busy = dialog.getByRole("button", { name: "Signing up..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveText("Signing up...");
    release();

    await expect.poll(() => alerts).toEqual(["User created successfully!"]);
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(dialog).toBeHidden();

    // A new account is signed in at once (issue 13, item 3); after Logout, the account signs in again.
    await expect(page.getByRole("banner").getByText("Ravi Builders")).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    // The account exists: it signs in.
    await signInThroughUi(page, { email, password: PASSWORD });
    await expect(page.getByRole("banner").getByText("Ravi Builders")).toBeVisible();
  });

  test("failure: the 'Signup failed' alert and 'Error: ' with the server's message", async ({ page, request }) => {
    const existing = await createUser(request);
    const alerts = collectAlerts(page);
    await gotoReady(page, "/signup");
    const dialog = page.getByRole("dialog", { name: "Create an account" });
    await dialog.getByLabel("Name").fill("Someone Else");
    await dialog.getByLabel("Email").fill(existing.email);
    await dialog.getByLabel("Phone").fill("9876500000");
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/user/signup")),
      dialog.getByRole("button", { name: "Sign Up" }).click(),
    ]);
    expect(response.status()).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);
    await expect.poll(() => alerts).toEqual(["Signup failed"]);
    await expect(dialog.getByRole("alert")).toHaveText(`Error: ${message}`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign Up" })).toBeEnabled();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("failure without a server message reads 'Error: Signup failed'", async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.route("**/api/user/signup", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await gotoReady(page, "/signup");
    const dialog = page.getByRole("dialog", { name: "Create an account" });
    await dialog.getByLabel("Name").fill("Nobody");
    await dialog.getByLabel("Email").fill(uniqueEmail());
    await dialog.getByLabel("Phone").fill("9876500001");
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect.poll(() => alerts).toEqual(["Signup failed"]);
    await expect(dialog.getByRole("alert")).toHaveText("Error: Signup failed");
  });

  test("Cancel clears the form and goes to /", async ({ page }) => {
    await gotoReady(page, "/signup");
    const dialog = page.getByRole("dialog", { name: "Create an account" });
    await dialog.getByLabel("Name").fill("Half Filled");
    await dialog.getByLabel("Email").fill("half@example.com");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).toBe("");

    // Open it again (from the sign-in dialog's link): the fields are empty.
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Create an account" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue("");
  });
});
