#!/usr/bin/env node
/**
 * `pnpm bench:flows` and `pnpm bench:lighthouse`: runs that benchmark's file under
 * apps/web/e2e/bench/playwright.bench.config.ts, which starts the production build behind nginx and a
 * fresh sandbox.
 *
 * Usage: node scripts/bench-pages.mjs <flows|lighthouse> [--smoke] [--profile]
 * --smoke: one round of each measure (BENCH_SMOKE=1): proves the benchmark runs, its figures mean little.
 * --profile (flows): records each timed step's CPU profile in apps/web/bench-profiles/ and prints where
 * its main-thread time went (scripts/profile-table.mjs), on a build with source maps.
 * `npm test` runs both so, on the build `pnpm build:e2e` made (E2E_PREBUILT=1).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { smoke: { type: 'boolean', default: false }, profile: { type: 'boolean', default: false } },
});
const [bench] = positionals;
if (positionals.length !== 1 || !['flows', 'lighthouse'].includes(bench ?? '')) {
  console.error('Usage: node scripts/bench-pages.mjs <flows|lighthouse> [--smoke] [--profile]');
  process.exit(2);
}
if (values.profile && (bench !== 'flows' || process.env.E2E_PREBUILT === '1')) {
  console.error('--profile records the flows on a build of their own (not with E2E_PREBUILT=1).');
  process.exit(2);
}
const scripts = dirname(fileURLToPath(import.meta.url));
const web = join(dirname(scripts), 'apps', 'web');
const profiles = join(web, 'bench-profiles');
if (values.profile) rmSync(profiles, { recursive: true, force: true });
const result = spawnSync(
  'pnpm',
  ['exec', 'playwright', 'test', '-c', 'e2e/bench/playwright.bench.config.ts', `${bench}.bench.ts`],
  {
    cwd: web,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(values.smoke ? { BENCH_SMOKE: '1' } : {}),
      ...(values.profile ? { BENCH_PROFILE: profiles } : {}),
    },
  },
);
if (values.profile && result.status === 0) {
  const recorded = readdirSync(profiles)
    .sort()
    .map((file) => join(profiles, file));
  spawnSync('node', [join(scripts, 'profile-table.mjs'), join(web, 'dist-bench'), ...recorded], {
    stdio: 'inherit',
  });
}
process.exit(result.status ?? 1);
