#!/usr/bin/env node
/**
 * `pnpm bench:flows` and `pnpm bench:lighthouse`: runs that benchmark's file under
 * apps/web/e2e/bench/playwright.bench.config.ts, which starts the production build behind nginx and a
 * fresh sandbox.
 *
 * Usage: node scripts/bench-pages.mjs <flows|lighthouse> [--smoke]
 * --smoke: one round of each measure (BENCH_SMOKE=1): proves the benchmark runs, its figures mean little.
 * `npm test` runs both so, on the build `pnpm build:e2e` made (E2E_PREBUILT=1).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { smoke: { type: 'boolean', default: false } },
});
const [bench] = positionals;
if (positionals.length !== 1 || !['flows', 'lighthouse'].includes(bench ?? '')) {
  console.error('Usage: node scripts/bench-pages.mjs <flows|lighthouse> [--smoke]');
  process.exit(2);
}
const web = join(dirname(dirname(fileURLToPath(import.meta.url))), 'apps', 'web');
const result = spawnSync(
  'pnpm',
  ['exec', 'playwright', 'test', '-c', 'e2e/bench/playwright.bench.config.ts', `${bench}.bench.ts`],
  {
    cwd: web,
    stdio: 'inherit',
    env: { ...process.env, ...(values.smoke ? { BENCH_SMOKE: '1' } : {}) },
  },
);
process.exit(result.status ?? 1);
