#!/usr/bin/env node
/**
 * The web app's two production builds that the end-to-end run serves (apps/web/playwright.config.ts):
 * with the low-cost plugin, which every test uses, and without it, the default, for the tests that it is
 * absent (docs/decisions/0023). Both talk to the run's sandbox.
 *
 * Run as a script (`pnpm build:e2e`), it makes both builds ahead of the run, compressed as `pnpm serve`
 * serves them: `npm test` does so beside the lint, where a core is free, and then runs the end-to-end
 * tests with E2E_PREBUILT=1, under which their servers serve these builds as they are.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e run's sandbox port (E2E_SANDBOX_PORT, default 4111). */
export const e2eSandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4111);

const backend = `http://127.0.0.1:${e2eSandboxPort}`;

/** Each build: whether it has the plugin, its folder under apps/web, and its build-time environment. */
export const e2eBuilds = [
  {
    withPlugin: true,
    outDir: 'dist-e2e',
    env: { VITE_BACKEND_URL: backend, VITE_LOW_COST_PLUGIN: 'true' },
  },
  {
    withPlugin: false,
    outDir: 'dist-e2e-off',
    env: { VITE_BACKEND_URL: backend, VITE_LOW_COST_PLUGIN: 'false' },
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const serve = join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs');
  for (const { outDir, env } of e2eBuilds) {
    const build = spawnSync('node', [serve, '--out-dir', outDir, '--build-only'], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
