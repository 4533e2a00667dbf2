import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAULT_HEADER, SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import { expect, test } from '@playwright/test';
import { firstLoads, firstLoadTable, overBudget } from '../config/first-load';

/**
 * The app's production build holds none of the simulated backend and none of msw. Read from the
 * build this run serves (playwright.config.ts builds it into dist-e2e before any test starts).
 */
const distDir = fileURLToPath(new URL('../dist-e2e/', import.meta.url));

/** Every file of the build, as text, by its path under dist-e2e. */
function builtFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(distDir.length), readFileSync(path, 'utf8'));
  }
  return files;
}

function filesContaining(files: Map<string, string>, text: string): string[] {
  return [...files].filter(([, content]) => content.includes(text)).map(([path]) => path);
}

test('the production build ships no handler code, no sandbox data and no msw', () => {
  const files = builtFiles();
  expect([...files.keys()].filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  // Shipped: the toast message of SPEC §8 that the app shows for any failure without a message.
  expect(
    filesContaining(files, 'We apologize, but an error has occurred while processing your request.'),
  ).not.toEqual([]);
  const mockBackend = [
    FAULT_HEADER, // the handlers' fault header, read by every handler
    ...SEED_ORGANIZATIONS.map((organization) => organization.name), // the seed
    'A ticket may be voided until 23:59 on the day it was issued.', // the offer generator's fare rules
  ];
  const msw = ['[MSW]', '__msw-cookie-store__', 'mswjs.io']; // its log prefix, cookie store, doc links
  const leaks = [...mockBackend, ...msw]
    .map((text) => [text, filesContaining(files, text)] as const)
    .filter(([, paths]) => paths.length > 0);
  expect(Object.fromEntries(leaks), 'texts of the simulated backend or msw in the build').toEqual({});
});

/**
 * Each page's first load (what index.html and the page's route chunks load before it paints,
 * gzip -9, from the build manifest) within its budgets, 170 KiB of JS and 60 of CSS, in both builds this
 * run serves: with the low-cost plugin (dist-e2e) and without it (dist-e2e-off, the default build).
 * `pnpm bench:bundle` prints the same table.
 */
for (const build of ['dist-e2e', 'dist-e2e-off']) {
  test(`every page's first load stays within its budgets (${build})`, () => {
    const loads = firstLoads(fileURLToPath(new URL(`../${build}/`, import.meta.url)));
    expect(loads.map((load) => load.route)).toEqual(
      expect.arrayContaining(['/', '/auth/login', '/search', '/result', '/reservations', '/balance']),
    );
    expect(
      loads.filter((load) => overBudget(load).length > 0).map((load) => load.route),
      `over budget:\n${firstLoadTable(loads)}`,
    ).toEqual([]);
  });
}
