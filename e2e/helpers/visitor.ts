import { expect, type Page } from "@playwright/test";
import { createAccount, signInByApi, type Account } from "../admin-helpers";

/**
 * Signs a new account in the way the site does: the session cookie from the
 * real login API, and the persisted store ("root") that the header reads.
 */
export async function signedIn(page: Page, role: "user" | "admin" = "user", name?: string): Promise<Account> {
  const account = await createAccount(role, role);
  if (name) {
    const res = await page.request.post("/api/user/login", { data: { email: account.email, password: account.password } });
    expect(res.status()).toBe(200);
    const { user, token } = (await res.json()) as { user: { _id: string }; token: string };
    const patched = await page.request.patch(`/api/user/${user._id}`, { data: { name }, headers: { Authorization: `Bearer ${token}` } });
    expect(patched.status(), await patched.text()).toBe(200);
    account.name = name;
  }
  const { user, token } = await signInByApi(page, account);
  await page.addInitScript(
    ([u, t]) => {
      if (!localStorage.getItem("root")) localStorage.setItem("root", JSON.stringify({ state: { user: u, token: t }, version: 0 }));
    },
    [user, token] as const,
  );
  return account;
}

/** The lines a text node's characters fall on: one entry per distinct line top. */
export async function linesOf(page: Page, selector: string, text: string): Promise<number> {
  return page.evaluate(
    ([sel, needle]) => {
      for (const el of document.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue ?? "";
          // The needle as written in a test ("±0.5 mm"), matched against the page's non-breaking forms.
          const pattern = [...needle]
            .map((ch) => (ch === " " ? "[ \u00a0]" : ch === "-" ? "[-\u2011]" : ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
            .join("\u2060?");
          const match = new RegExp(pattern).exec(value);
          if (!match) continue;
          const at = match.index;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + match[0].length);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        }
      }
      return -1;
    },
    [selector, text] as const,
  );
}

/** Scrolls through the page so that every reveal animation has run (axe would see them half-faded), then back to the top. */
export async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(1300); // reveals last 1000 ms
}
