import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (it then carries React's props
 * key), so that a click reaches its handler instead of the server HTML.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), { timeout: 15_000 }).toBe(true);
}
