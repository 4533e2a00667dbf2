import { chromium, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../../../../test/chromium';
import { APP_ORIGIN, signInByApi } from '../support/accounts';
import { DEPARTURE } from '../support/booking';
import { printTable } from './bench-table';

/**
 * `pnpm bench:lighthouse`: Lighthouse 12 (mobile preset: its default configuration, simulated slow 4G
 * and 4× CPU) in Debian's chromium on the login page signed out, then the home page and a results page
 * signed in as an admin: performance, LCP, TBT, CLS and accessibility. The goal: performance
 * ≥ 0.95 and accessibility 1.0 on each. Its smoke mode (BENCH_SMOKE=1) measures the login page only.
 */

const PAGES = [
  { name: 'login (signed out)', path: '/auth/login', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  {
    name: 'results (one-way)',
    path: `/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG&date=${DEPARTURE}`,
    signedIn: true,
  },
] as const;
const pages = process.env.BENCH_SMOKE === '1' ? PAGES.slice(0, 1) : PAGES;

/** The debugging port chromium chose (`--remote-debugging-port=0`), which it writes in its profile. */
async function debuggingPort(profile: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const written = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(written.split('\n')[0]);
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`chromium wrote no debugging port in ${profile}`);
}

test('Lighthouse on the login, home and results pages', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'comptoir-lighthouse-'));
  const { executablePath, args } = chromiumLaunchOptions();
  // One browser that Lighthouse drives through its debugging port (a free one, so that runs side by side
  // do not meet); its default context keeps the session cookie the API sign-in sets (the backend is on
  // the same host).
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...args, '--headless=new', '--remote-debugging-port=0'],
  });
  const rows: string[][] = [];
  try {
    const port = await debuggingPort(profile);
    for (const page of pages) {
      if (page.signedIn && (await browser.cookies()).length === 0)
        await signInByApi(browser.request, 'admin');
      const result = await lighthouse(`${APP_ORIGIN}${page.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keep the session: Lighthouse otherwise clears the origin's storage and cookies first.
        disableStorageReset: true,
      });
      if (result === undefined) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { categories, audits, runWarnings, runtimeError } = result.lhr;
      // A metric Lighthouse could not measure says why, rather than leaving a blank in the table.
      for (const warning of [
        runtimeError?.message,
        ...runWarnings,
        audits['largest-contentful-paint']?.errorMessage,
      ])
        if (warning !== undefined) console.warn(`${page.name}: ${warning}`);
      const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
      rows.push([
        page.name,
        (categories.performance?.score ?? Number.NaN).toFixed(2),
        ms('largest-contentful-paint'),
        ms('total-blocking-time'),
        (audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
        (categories.accessibility?.score ?? Number.NaN).toFixed(2),
      ]);
    }
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
  printTable('Lighthouse 12, mobile preset', ['page', 'performance', 'LCP', 'TBT', 'CLS', 'a11y'], rows);
});
