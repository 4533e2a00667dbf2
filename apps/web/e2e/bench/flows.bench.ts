import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, APP_BACKEND_URL, SANDBOX_PASSWORD, signInByApi, totpCode } from '../support/accounts';
import { bookThroughApi } from '../support/booking';
import { printTable } from './bench-table';
import { cpuTimeBetween, type TraceEvent } from './thread-time-trace';

/**
 * `pnpm bench:flows`: the interface's own share of four flows — the wall time from the action to the
 * result painted, minus the time the backend's calls took meanwhile (the union of their spans) — with
 * the CPU slowed 4× (Chrome DevTools Protocol), and the worst interaction-to-next-paint while typing in
 * the search form, with its 90th percentile. The goal: 100 ms or less each. Each flow runs RUNS times;
 * the median is shown. Beside it, the page's main thread's busy time over the same span: its tasks' time
 * on the CPU in a light trace of each step (`cpuTimeBetween`), the work done while a call is answered
 * included, and the 4× slowdown's pauses, which chromium spends on that thread (docs/decisions/0090).
 * The traced and profiled modes below leave it out.
 * The smoke mode (BENCH_SMOKE=1), which only proves the benchmark runs, runs each once at full speed.
 * BENCH_RUNS sets the runs per flow: a comparison of two builds needs more than three on a busy host
 * (`BENCH_RUNS=13`, the builds taken in turns; docs/performance.md, "Measuring").
 * With BENCH_PROFILE=<dir> (`pnpm bench:flows --profile`), each timed step also leaves V8's CPU profile
 * there, `<flow>-<run>.cpuprofile`, which `scripts/profile-table.mjs` reads. With BENCH_TRACE=<dir>, each
 * leaves the browser's Chrome trace instead, `<flow>-<run>.json`: the page's frames, its workers' tasks and
 * the other processes' threads, which a CPU profile of the page's thread does not show.
 */
const SMOKE = process.env.BENCH_SMOKE === '1';
const PROFILES = process.env.BENCH_PROFILE;
const TRACES = process.env.BENCH_TRACE;
/** What a kept trace records: DevTools' timeline, V8's work and garbage collection, and its CPU samples. */
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.cpu_profiler',
].join(',');
const RUNS = SMOKE ? 1 : Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = SMOKE ? 1 : 4;
/**
 * How long a user looks at a page before the timed action (types a password, reads a code off their
 * phone, reads the list): the page's idle work, which includes the next page's code, has come by then as
 * it has for a user (decision 0068). The search flow types its form, which takes longer.
 */
const LOOK_MS = SMOKE ? 0 : 2500;

/**
 * What the page's clock says a flow took: from the action's event to the frame after the result showed;
 * and what its main thread ran meanwhile, on the CPU (`cpu`, from a trace of the step).
 */
interface Timing {
  wall: number;
  api: number;
  cpu?: number;
}

declare global {
  interface Window {
    benchStart?: number;
    benchPainted?: number;
  }
}

/**
 * What a step's own trace records: the top-level tasks with their time on the CPU, and the marks
 * `timeFlow` makes at its start and end. Light enough to run at every step.
 */
const CPU_TRACE_CATEGORIES = 'toplevel,blink.user_timing';

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Runs `step`, recording the browser's Chrome trace meanwhile (every thread of every process, the CPU
 * profiler's samples among them) as `<name>.json` in `dir`, which DevTools' Performance panel opens.
 */
async function traced<Result>(
  page: Page,
  dir: string,
  name: string,
  step: () => Promise<Result>,
): Promise<Result> {
  const { result, trace } = await recordTrace(page, TRACE_CATEGORIES, step);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), trace);
  return result;
}

/** Runs `step` while the browser records a trace of `categories`, and gives that trace's JSON. */
async function recordTrace<Result>(
  page: Page,
  categories: string,
  step: () => Promise<Result>,
): Promise<{ result: Result; trace: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReturnAsStream' });
  const result = await step();
  const complete = new Promise<string | undefined>((resolve) => {
    cdp.once('Tracing.tracingComplete', ({ stream }) => {
      resolve(stream);
    });
  });
  await cdp.send('Tracing.end');
  const stream = await complete;
  if (stream === undefined) throw new Error('The browser gave no trace.');
  const chunks: string[] = [];
  for (;;) {
    const { data, eof } = await cdp.send('IO.read', { handle: stream, size: 1 << 20 });
    chunks.push(data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await cdp.detach();
  return { result, trace: chunks.join('') };
}

/**
 * Runs `step`, recording the browser's trace meanwhile when BENCH_TRACE asks (`traced`), else the page's
 * CPU profile (sampled every 0.2 ms) when BENCH_PROFILE does, else a light trace that gives the step's
 * main-thread busy time (`cpu`).
 */
async function profiled(page: Page, name: string, step: () => Promise<Timing>): Promise<Timing> {
  if (TRACES !== undefined) return traced(page, TRACES, name, step);
  if (PROFILES === undefined) {
    // The main thread's time on the CPU between the marks `timeFlow` makes.
    const { result, trace } = await recordTrace(page, CPU_TRACE_CATEGORIES, step);
    const { traceEvents } = JSON.parse(trace) as { traceEvents: TraceEvent[] };
    return { ...result, cpu: cpuTimeBetween(traceEvents, 'bench-start', 'bench-painted') };
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await step();
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(PROFILES, { recursive: true });
  writeFileSync(join(PROFILES, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

/**
 * Times `act` until an element matching `selector` (and holding `text`) is painted: the start is the
 * next click or submit the page sees (its event's time stamp), the end the end of the frame that draws
 * the element once it is in the page (docs/decisions/0081); the backend's share is the union of the spans
 * of its calls in between.
 */
async function timeFlow(page: Page, act: () => Promise<void>, selector: string, text = ''): Promise<Timing> {
  await page.evaluate(
    ([selector, text]) => {
      window.benchStart = undefined;
      window.benchPainted = undefined;
      const start = (event: Event) => {
        window.benchStart ??= event.timeStamp;
        performance.mark('bench-start');
      };
      document.addEventListener('click', start, { capture: true, once: true });
      // Watched as the page changes, not polled at every frame: a loop of animation frames would make the
      // page draw a frame at every vsync while it waits, work of the loop's own that a user's page does not do.
      const shows = () =>
        [...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text));
      const observer = new MutationObserver(() => {
        if (window.benchStart === undefined || !shows()) return;
        observer.disconnect();
        // The end of the frame that draws the change: a task posted from the frame's animation callbacks
        // runs once the rendering that follows them, in the same task, is done.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            window.benchPainted = performance.now();
            performance.mark('bench-painted');
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    [selector, text] as const,
  );
  await act();
  await expect.poll(() => page.evaluate(() => window.benchPainted), { timeout: 60_000 }).toBeDefined();
  return page.evaluate((backend) => {
    const start = window.benchStart ?? 0;
    const end = window.benchPainted ?? 0;
    const spans = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(backend) && entry.startTime >= start && entry.startTime <= end)
      .map(
        (entry) =>
          [entry.startTime, Math.min((entry as PerformanceResourceTiming).responseEnd, end)] as const,
      )
      .sort((a, b) => a[0] - b[0]);
    let api = 0;
    let reached = start;
    for (const [from, to] of spans) {
      if (to > reached) api += to - Math.max(from, reached);
      reached = Math.max(reached, to);
    }
    return { wall: end - start, api };
  }, APP_BACKEND_URL);
}

/**
 * Each test in a browser profile of its own on disk, as a user's browser is, rather than Playwright's
 * off-the-record context: without a profile's favicon database, chromium downloads the page's icon again at
 * every navigation, even one within the page, and draws the SVG in a document of its own on the page's
 * main thread (11–36 ms at 4× CPU, at the start of each navigation), which a user's browser does once
 * (docs/decisions/0069).
 */
const test = base.extend({
  context: async ({ playwright, launchOptions, headless, baseURL, ignoreHTTPSErrors }, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'comptoir-bench-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      headless,
      baseURL,
      ignoreHTTPSErrors,
    });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const results: { flow: string; timings: Timing[] }[] = [];

function record(flow: string, timing: Timing) {
  const row = results.find((result) => result.flow === flow);
  if (row) row.timings.push(timing);
  else results.push({ flow, timings: [timing] });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
});

test.afterAll(() => {
  printTable(
    `The interface's own share at ${CPU_SLOWDOWN}× CPU (median of ${RUNS}, ms)`,
    ['flow', 'own share', 'wall', 'API', 'main thread busy'],
    results.map(({ flow, timings }) => {
      const own = median(timings.map(({ wall, api }) => wall - api));
      const cpu = timings.flatMap(({ cpu }) => (cpu === undefined ? [] : [cpu]));
      return [
        flow,
        String(Math.round(own)),
        String(Math.round(median(timings.map(({ wall }) => wall)))),
        String(Math.round(median(timings.map(({ api }) => api)))),
        cpu.length === 0 ? '–' : String(Math.round(median(cpu))),
      ];
    }),
  );
});

test('sign-in to the home page painted', async ({ page }) => {
  const { email, totp } = ACCOUNTS.member;
  for (let run = 0; run < RUNS; run += 1) {
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await slowCpu(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
    await page.waitForTimeout(LOOK_MS);
    const toVerify = await profiled(page, `sign-in-to-verify-${run}`, () =>
      timeFlow(
        page,
        () => page.getByRole('button', { name: 'Sign in' }).click(),
        'h1',
        'Two-factor verification',
      ),
    );
    await page.waitForTimeout(LOOK_MS);
    await page.getByLabel('Code from your authenticator app').fill(totpCode(totp));
    // Home painted with its content, the latest reservations: the page's heading comes with the render
    // that the blocks' calls, sent before it, now cover (docs/decisions/0071).
    const toHome = await profiled(page, `verify-to-home-${run}`, () =>
      timeFlow(
        page,
        () => page.getByRole('button', { name: 'Verify' }).click(),
        '[data-slot="home-reservations"] [data-slot="home-list"], [data-slot="home-reservations"] [data-slot="home-list-empty"]',
      ),
    );
    record('sign-in to home painted', {
      wall: toVerify.wall + toHome.wall,
      api: toVerify.api + toHome.api,
      ...(toVerify.cpu === undefined || toHome.cpu === undefined ? {} : { cpu: toVerify.cpu + toHome.cpu }),
    });
  }
});

test.describe('signed in', () => {
  // The profile's cookies are its pages': the session the API sign-in sets is theirs.
  test.beforeEach(async ({ context }) => {
    await signInByApi(context.request, 'admin');
  });

  test('search submitted to the first offer painted, and the worst INP while typing', async ({ page }) => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/search');
      await slowCpu(page);
      const form = page.getByRole('form', { name: 'One-way flight search' });
      // Interactions while typing: the page's own event timing, from now on, each interaction's longest
      // event (a key's keydown, keypress and keyup are one interaction).
      await page.evaluate(() => {
        const durations = new Map<number, number>();
        (window as { benchInteractions?: Map<number, number> }).benchInteractions = durations;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
            const id = entry.interactionId ?? 0;
            if (id > 0) durations.set(id, Math.max(durations.get(id) ?? 0, entry.duration));
          }
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      });
      for (const [label, text, code] of [
        ['From', 'CMN', 'CMN'],
        ['To', 'CDG', 'CDG'],
      ] as const) {
        const field = form.getByRole('combobox', { name: label, exact: true });
        // The form comes back with the last run's draft: typed anew.
        await field.clear();
        await field.pressSequentially(text, { delay: 80 });
        await page
          .getByRole('option', { name: new RegExp(`^${code} `) })
          .first()
          .click();
      }
      await form.getByLabel('Departure', { exact: true }).clear();
      await form.getByLabel('Departure', { exact: true }).pressSequentially('15/03/2027', { delay: 80 });
      const typed = await page.evaluate(() => [
        ...((window as { benchInteractions?: Map<number, number> }).benchInteractions?.values() ?? []),
      ]);
      typed.sort((a, b) => a - b);
      record('worst INP typing in the search form', { wall: typed.at(-1) ?? 0, api: 0 });
      // The 90th percentile of the interactions Event Timing reports (those of 16 ms or more): less moved
      // by one slow key than the worst, it shows what the form's own renders cost as staff type.
      record('typing: 90th percentile of its INPs', {
        wall: typed[Math.floor(typed.length * 0.9)] ?? 0,
        api: 0,
      });
      record(
        'search submitted to first offer painted',
        await profiled(page, `search-to-first-offer-${run}`, () =>
          timeFlow(
            page,
            () => form.getByRole('button', { name: 'Search flights' }).click(),
            '[data-slot="offer-card"]',
          ),
        ),
      );
    }
  });

  test('a reservation opened from the list', async ({ page }) => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/reservations');
      await slowCpu(page);
      const rows = page.getByRole('table', { name: 'Reservations' }).locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      // Each run opens another row, round the first page.
      const cell = rows
        .nth(run % (await rows.count()))
        .locator('td, th')
        .first();
      const locator = (await cell.textContent())?.trim() ?? '';
      await page.waitForTimeout(LOOK_MS);
      record(
        'a reservation opened from the list',
        await profiled(page, `open-reservation-${run}`, () =>
          timeFlow(page, () => cell.getByText(locator).click(), 'h1', `Reservation ${locator}`),
        ),
      );
    }
  });

  test('a workbench committed', async ({ page }) => {
    const workbench: Locator = page.getByRole('region', { name: 'Changes' });
    for (let run = 0; run < RUNS; run += 1) {
      const booked = await bookThroughApi(page.request);
      await page.goto(`/reservations/${booked.reservationId}/${booked.contentKind.toLowerCase()}`);
      await slowCpu(page);
      await workbench.getByRole('button', { name: 'Start editing' }).click();
      await page.getByRole('textbox', { name: 'Remark 1' }).fill(`BENCH ${run}`);
      await page.getByRole('button', { name: 'Add remark' }).click();
      await expect(workbench.getByRole('list', { name: '1 pending change' })).toBeVisible({
        timeout: 30_000,
      });
      record(
        'a workbench committed',
        await profiled(page, `commit-workbench-${run}`, () =>
          timeFlow(
            page,
            () => workbench.getByRole('button', { name: 'Commit changes' }).click(),
            'button:not([disabled])',
            'Start editing',
          ),
        ),
      );
    }
  });
});
