import { GENERIC_ERROR_MESSAGE } from '@comptoir/api';
import { DATA_FETCHING } from '@comptoir/flight-domain';
import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * The faults of the fault matrix, each with what the app says when a call meets it (SPEC §8), as
 * Playwright's request routing stages them. `null`: the call goes to the sandbox.
 */
export type Fault = 'HTTP 500' | 'network failure' | 'time-out' | 'malformed body' | '401';

/**
 * How far the page's clock jumps at each look while a failure is awaited: a fifth of the query's retry
 * delay (SPEC §9, 5 s), so that a toast (4 s) raised meanwhile is still up when the failure shows.
 */
const CLOCK_STEP_MS = DATA_FETCHING.errorRetryIntervalMs / 5;

/** The real wait a time-out costs here: the app's own time-out (30 s), shortened in the page. */
const SHORT_TIMEOUT_MS = 300;

export const FAULT_MESSAGES: Record<Exclude<Fault, '401'>, string | RegExp> = {
  // The server sent no message: SPEC §8's own.
  'HTTP 500': GENERIC_ERROR_MESSAGE,
  'network failure': 'Could not reach the server. Check your connection and try again.',
  // The app's own time-out, named as the app words it whatever the page's shortened wait.
  'time-out': 'The server did not answer within 30 seconds. Please try again.',
  'malformed body': /Unexpected response from .+: the body is not valid JSON\./,
};

/** Answers a call as the fault says; a time-out is a call never answered. */
async function stage(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'HTTP 500':
      return route.fulfill({ status: 500, body: '' });
    case 'network failure':
      return route.abort('failed');
    case 'time-out':
      return; // never answered: the app gives up
    case 'malformed body':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [{"id": ' });
    case '401':
      return route.fulfill({ status: 401, json: { message: 'Unauthorized' } });
  }
}

/**
 * Routes the calls `matches` picks to the fault of the moment (none: through to the sandbox), and readies
 * the page: a clock of its own (so the query's retry, 5 s later, is skipped rather than waited for) and
 * XMLHttpRequest time-outs shortened while a time-out is staged (the app's own 30 s, cut to under a
 * second: the app's time-out path runs, the test does not wait for it).
 */
export async function faultRouting(page: Page, matches: (url: URL) => boolean) {
  let fault: Fault | null = null;
  await page.clock.install();
  await page.addInitScript((shortMs) => {
    const native = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'timeout');
    if (native === undefined) return;
    Object.defineProperty(XMLHttpRequest.prototype, 'timeout', {
      ...native,
      set(this: XMLHttpRequest, value: number) {
        const short = (window as { e2eShortTimeouts?: boolean }).e2eShortTimeouts === true;
        native.set?.call(this, short && value > 0 ? shortMs : value);
      },
    });
  }, SHORT_TIMEOUT_MS);
  await page.route(
    (url) => matches(url),
    (route) => (fault === null ? route.fallback() : stage(route, fault)),
  );
  return {
    /** Stages `next` (or nothing) for the calls from now on. */
    async set(next: Fault | null) {
      fault = next;
      await page.evaluate((short) => {
        (window as { e2eShortTimeouts?: boolean }).e2eShortTimeouts = short;
      }, next === 'time-out');
    },
  };
}

/**
 * Waits until `shown` is visible, jumping the page's clock past the query's retry delay meanwhile (the
 * failed call is asked again once, 5 s later, before the failure shows); `meanwhile` runs before each look.
 */
export async function untilShown(page: Page, shown: Locator, meanwhile?: () => Promise<void>): Promise<void> {
  await expect
    .poll(
      async () => {
        await meanwhile?.();
        if (await shown.isVisible()) return true;
        await page.clock.fastForward(CLOCK_STEP_MS);
        return false;
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
}

/** The toast of `type` carrying `message` (SPEC §4, §8). */
const toastOf = (page: Page, type: 'error' | 'success', message: string | RegExp) =>
  page.locator(`[data-slot="toast"][data-type="${type}"]`).filter({ hasText: message });

/**
 * Watches, from now, for the toast of `type` carrying `message`; the check it returns passes once that
 * toast has shown. A toast lives 2 s (success) or 4 s (error, TOASTS.durationMs): on a busy machine the
 * page may paint what came with it after it has gone, so the watch starts before the call.
 */
function watchToast(page: Page, type: 'error' | 'success', message: string | RegExp): () => Promise<void> {
  const seen = toastOf(page, type, message)
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  return async () => {
    expect(await seen, `a ${type} toast saying ${String(message)}`).toBe(true);
  };
}

/** `watchToast` for the error toast carrying `message` (SPEC §8). */
export const watchErrorToast = (page: Page, message: string | RegExp) => watchToast(page, 'error', message);

/**
 * `watchToast` for the success toast carrying `message` (SPEC §4), once an earlier one saying the same has
 * gone (it would pass for this one); the check also finds no second such toast beside it.
 */
export async function watchSuccessToast(page: Page, message: string | RegExp): Promise<() => Promise<void>> {
  const toasts = toastOf(page, 'success', message);
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  const shown = watchToast(page, 'success', message);
  return async () => {
    await shown();
    expect(await toasts.count(), `one success toast saying ${String(message)}`).toBeLessThanOrEqual(1);
  };
}
