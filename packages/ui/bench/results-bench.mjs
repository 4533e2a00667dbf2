/**
 * Benchmark of the virtualized results list (packages/ui OfferResults): renders 1,000 and 5,000
 * sandbox offers in headless chromium, counts the DOM nodes under the list, and times a sort change, a
 * filter change and a change of payment type (every price anew) to the next painted frame, at normal
 * speed and with 4× CPU throttling.
 *
 *   pnpm bench:results [--smoke]
 *
 * --smoke: 100 offers, one round (BENCH_COUNTS=100 BENCH_RUNS=1): proves the benchmark runs, as
 * `npm test` does; its figures mean little.
 *
 * Prints a table; the figures go in docs/performance.md ("The results list"). A script, not a test: timings
 * depend on the machine.
 */
/* global document, window, requestAnimationFrame -- used in page.evaluate, which runs in the browser */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright';
import { createServer, runnerImport } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const { values: options } = parseArgs({ options: { smoke: { type: 'boolean', default: false } } });
const COUNTS = (process.env.BENCH_COUNTS ?? (options.smoke ? '100' : '1000,5000')).split(',').map(Number);
const RATES = [1, 4];
const RUNS = Number(process.env.BENCH_RUNS ?? (options.smoke ? 1 : 5));
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 300);

/** Serves `count` sandbox offers as JSON, made in node by the sandbox's generator. */
function offersPlugin() {
  let offersFor;
  return {
    name: 'bench-offers',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (!request.url?.startsWith('/__bench/offers.json')) return next();
        offersFor ??= await loadGenerator(server);
        const count = Number(new URL(request.url, 'http://bench').searchParams.get('count'));
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(offersFor(count)));
      });
    },
  };
}

async function loadGenerator(server) {
  // Resolved from packages/ui, which depends on the simulated backend (the server's root does not).
  const mocks = await server.ssrLoadModule(fileURLToPath(import.meta.resolve('@comptoir/mock-backend')));
  const fixtures = await server.ssrLoadModule('/packages/ui/src/search/OfferResults/offer-fixtures.ts');
  const all = fixtures
    .manyOneWaySearches(31)
    .flatMap((search) =>
      fixtures.fromSandboxOffers(mocks.generateOffers(search, fixtures.STORY_MARKUP, 'org_bench')),
    );
  return (count) => {
    if (all.length < count)
      throw new Error(`The sandbox made ${String(all.length)} offers, not ${String(count)}`);
    return all.slice(0, count);
  };
}

/**
 * Waits until the previous change has been drawn: `SETTLE_MS`, then a frame. Changes come as clicks do,
 * a few hundred milliseconds apart at the fastest. Without the pause each change would also wait for the
 * previous one's drawing: with `--disable-gpu` chromium's display compositor draws in software, 50–100 ms
 * a frame on these machines, on the same two cores, and the next frame cannot start before it ends.
 */
function settle(page) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        setTimeout(() => requestAnimationFrame(() => resolve()), ms);
      }),
    SETTLE_MS,
  );
}

/**
 * The same wait after a one-element change made without React (a probe's text): what any change costs
 * to reach the screen on this machine at this moment, the floor under the figures above.
 */
function trivialChangeToNextFrame(page) {
  return page.evaluate(() =>
    window.timeToNextFrame(() => {
      let probe = document.getElementById('bench-probe');
      if (!probe) {
        probe = document.createElement('div');
        probe.id = 'bench-probe';
        document.body.append(probe);
      }
      probe.textContent = String(performance.now());
    }),
  );
}

/** Clicks the element, then waits for the next frame to be painted; returns the milliseconds taken. */
function timeToNextFrame(page, selector, name) {
  return page.evaluate(
    ([selector, name]) => {
      const target = [...document.querySelectorAll(selector)].find((element) =>
        (element.textContent ?? '').trim().startsWith(name),
      );
      if (!target) throw new Error(`No ${selector} named ${name}`);
      return window.timeToNextFrame(() => {
        const start = performance.now();
        target.click();
        window.lastSync = performance.now() - start;
      });
    },
    [selector, name],
  );
}

/** Prices the offers for another payment method, then waits for the next frame to be painted. */
function paymentChangeToNextFrame(page, paymentMethod) {
  return page.evaluate(
    (paymentMethod) => window.timeToNextFrame(() => window.setPaymentMethod(paymentMethod)),
    paymentMethod,
  );
}

/** The value below which `share` of the values lie (nearest rank). */
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const median = (values) => percentile(values, 0.5);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Chromium's own counters (Performance.getMetrics): script, style and layout time, layouts done. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}
const listNodes = (page) =>
  page.evaluate(() => document.querySelectorAll('[data-slot="offer-list"] *').length);

/**
 * Runs `work` under a Chrome trace and returns the CPU time the page's main thread spent in tasks (the
 * trace's thread time, `tdur`). Wall-clock figures count the time the thread waits for a core, which
 * on a shared machine can be most of them; thread time does not. Throttling pauses the thread, so thread
 * time is the unthrottled work: at 4× it takes about four times as long.
 */
async function mainThreadCpu(cdp, work) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await work();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const tasks = new Map();
  for (const event of events) {
    if (event.ph !== 'M' || event.name !== 'thread_name' || event.args?.name !== 'CrRendererMain') continue;
    tasks.set(`${String(event.pid)}:${String(event.tid)}`, 0);
  }
  for (const event of events) {
    const thread = `${String(event.pid)}:${String(event.tid)}`;
    if (event.ph === 'X' && event.name === 'RunTask' && tasks.has(thread)) {
      tasks.set(thread, tasks.get(thread) + (event.tdur ?? 0) / 1000);
    }
  }
  // The page's renderer is the busiest one.
  return Math.max(0, ...tasks.values());
}

async function main() {
  // React's production build: what staff run.
  process.env.NODE_ENV = 'production';
  // The same CSS pipeline as apps/web and Storybook: Tailwind, then the trimmed Radix root rule.
  const { radixRootRule } = (
    await runnerImport(fileURLToPath(new URL('../vite/radix-root-rule.ts', import.meta.url)))
  ).module;
  const server = await createServer({
    root: repoRoot,
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    configFile: false,
    // Its own optimizer cache, apart from the one the story tests use.
    cacheDir: 'node_modules/.vite/results-bench',
    logLevel: 'error',
    plugins: [tailwindcss(), radixRootRule(), offersPlugin()],
    // No watching: files edited during a run must not reload the page being measured.
    server: { host: '127.0.0.1', port: 5317, strictPort: false, watch: null, hmr: false },
    optimizeDeps: { entries: ['packages/ui/bench/page.mjs'] },
  });
  await server.listen();
  const url = `${server.resolvedUrls.local[0]}packages/ui/bench/index.html`;
  const { chromiumLaunchOptions } = await server.ssrLoadModule('/test/chromium.ts');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  console.log(`load average (1, 5, 15 min) at start: ${load()}`);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 180_000 });
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 120_000 });
    // Warm-up: the first load compiles every module.
    await page.evaluate((count) => window.mountOffers(count), 100);
    await page.waitForSelector('[role="feed"] article', { timeout: 120_000 });
    for (const count of COUNTS) {
      for (const rate of RATES) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const loaded = await page.evaluate((count) => window.mountOffers(count), count);
        await page.waitForFunction(
          (count) =>
            document.querySelector('[data-slot="offer-count"]')?.textContent ===
            `${count} of ${count} offers`,
          loaded,
        );
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const sort = [];
        const filter = [];
        const idle = [];
        const syncs = [];
        const before = await metrics(cdp);
        const cpu = await mainThreadCpu(cdp, async () => {
          for (let run = 0; run < RUNS; run += 1) {
            for (const name of ['Price', 'Duration', 'Departure', 'Best']) {
              await settle(page);
              sort.push(await timeToNextFrame(page, '[role="radio"]', name));
            }
            // Direct on, then off again: two filter changes.
            for (let toggle = 0; toggle < 2; toggle += 1) {
              await settle(page);
              filter.push(await timeToNextFrame(page, 'label', 'Direct'));
            }
            syncs.push(await page.evaluate(() => window.lastSync));
            await settle(page);
            idle.push(await trivialChangeToNextFrame(page));
          }
        });
        const after = await metrics(cdp);
        // Apart from the sorts' and filters' counters above: the payment type there and back, twice a run.
        const payment = [];
        for (let run = 0; run < RUNS; run += 1) {
          for (const method of ['international-bank-card', 'local-bank-card']) {
            await settle(page);
            payment.push(await paymentChangeToNextFrame(page, method));
          }
        }
        // Per sort or filter change (the trivial changes' share is negligible): where the time went.
        const changes = RUNS * 6;
        const perChange = (name) => (((after[name] - before[name]) * 1000) / changes).toFixed(1);
        const nodes = await listNodes(page);
        rows.push({
          offers: loaded,
          cpu: rate === 1 ? 'normal' : `${String(rate)}× throttled`,
          'DOM nodes in list': nodes,
          'trivial change → frame, median ms': median(idle).toFixed(1),
          'filter, React sync ms': median(syncs).toFixed(1),
          'sort → frame, median ms': median(sort).toFixed(1),
          'sort → frame, 90th percentile ms': percentile(sort, 0.9).toFixed(1),
          'sort → frame, max ms': Math.max(...sort).toFixed(1),
          'filter → frame, median ms': median(filter).toFixed(1),
          'filter → frame, 90th percentile ms': percentile(filter, 0.9).toFixed(1),
          'filter → frame, max ms': Math.max(...filter).toFixed(1),
          'payment type → frame, median ms': median(payment).toFixed(1),
          'payment type → frame, max ms': Math.max(...payment).toFixed(1),
          'script ms / change': perChange('ScriptDuration'),
          'style ms / change': perChange('RecalcStyleDuration'),
          'layout ms / change': perChange('LayoutDuration'),
          'layouts / change': ((after.LayoutCount - before.LayoutCount) / changes).toFixed(1),
          'main-thread CPU ms / change': (cpu / changes).toFixed(1),
        });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.table(rows);
  console.log(`load average (1, 5, 15 min) at end: ${load()}`);
}

await main();
