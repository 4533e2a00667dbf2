import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A backend service down for a test: the calls `matches` picks (of `method` only, when given) are
 * answered HTTP 500 with the server's own `message` until the outage ends; then they reach the sandbox
 * again. `begin()` brings it down again, for a second screen.
 */
export async function serviceOutage(
  page: Page,
  matches: string | ((url: URL) => boolean),
  message: string,
  method?: string,
) {
  let down = true;
  await page.route(matches, (route) =>
    down && (method === undefined || route.request().method() === method)
      ? route.fulfill({ status: 500, json: { message } })
      : route.fallback(),
  );
  return {
    begin: () => {
      down = true;
    },
    /**
     * Waits for an alert saying the outage's message (in `within`, the page unless named), ends the
     * outage and presses the retry button there (`retry`, "Retry" unless named).
     */
    async retryOnceShown({
      within = page,
      retry = 'Retry',
      timeout = 20_000,
    }: { within?: Page | Locator; retry?: string; timeout?: number } = {}) {
      await expect(within.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout });
      down = false;
      await within.getByRole('button', { name: retry }).click();
    },
  };
}
