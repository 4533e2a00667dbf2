#!/usr/bin/env node
/**
 * `pnpm bench:bundle`: builds the web app for production into apps/web/dist and prints each page's first
 * load — the JS and CSS, gzip -9, that `index.html` and the page's route chunks load before it paints —
 * against the budgets (170 KiB of JS, 60 KiB of CSS, FIRST_LOAD_BUDGET in
 * apps/web/config/first-load.ts), and exits 1 when a page is over one, as the e2e run does. The build needs
 * `VITE_BACKEND_URL`; without one, a placeholder is used (the sizes do not depend on it).
 *
 * With E2E_PREBUILT=1 (as in `npm test`) it measures the default build that `pnpm build:e2e` made,
 * without the plugin, instead of building.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { e2eBuilds } from './e2e-builds.mjs';

const web = join(dirname(dirname(fileURLToPath(import.meta.url))), 'apps', 'web');
const prebuilt = process.env.E2E_PREBUILT === '1' ? e2eBuilds.find((build) => !build.withPlugin) : undefined;
const outDir = prebuilt?.outDir ?? 'dist';
const dist = join(web, outDir);
if (!prebuilt) {
  const env = {
    ...process.env,
    VITE_BACKEND_URL: process.env.VITE_BACKEND_URL ?? 'https://backend.example.com',
  };
  const build = spawnSync('pnpm', ['run', 'build', '--logLevel', 'warn'], {
    cwd: web,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {{ module: typeof import('../apps/web/config/first-load.ts') }} */
const { module: report } = await runnerImport(join(web, 'config', 'first-load.ts'));
const loads = report.firstLoads(dist);
console.log(`\nFirst load of each page (gzip -9), apps/web/${outDir}:\n\n${report.firstLoadTable(loads)}\n`);
const over = loads.filter((load) => report.overBudget(load).length > 0);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((load) => load.route).join(', ')}`);
  process.exit(1);
}
