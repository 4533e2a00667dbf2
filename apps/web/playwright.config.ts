import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBuilds, e2eSandboxPort as sandboxPort } from '../../scripts/e2e-builds.mjs';
import { chromiumLaunchOptions } from '../../test/chromium';
import { e2eApps, e2ePaths } from './e2e/support/paths';

/**
 * End-to-end tests against the production build of the app, served by nginx, and the sandbox backend, both started
 * here on loopback ports of their own and stopped when the run ends. The sandbox starts from its seed
 * in a data directory of its own, and its log (where e-mailed codes and links go) is kept in a file the
 * tests read.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 4181);
const apps = e2eApps(appPort);
const appOrigin = apps.withPlugin.origin;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const paths = e2ePaths(sandboxPort);
/**
 * No latency in the e2e run: most of a test's wall time went into waiting for the sandbox. A test that
 * needs a slow answer (a double click's second click landing while the first call is pending) asks for it
 * per request (`countSlowCalls` in e2e/support/requests.ts).
 */
const E2E_LATENCY = 'latency=0';

/** The tag of a test that moves the sandbox's clock (`POST /sandbox/clock`). */
const SANDBOX_CLOCK_TAG = /@sandbox-clock/;

/** Signs in once per role and keeps each session for the tests (sign-ins are costly). */
export const signInProject = { name: 'sign-in', testMatch: /.*\.setup\.spec\.ts/ };

export default defineConfig({
  testDir: './e2e',
  // The end-to-end tests; beside them, the benchmarks (`*.bench.ts`) and their helpers' unit tests
  // (`*.test.ts`, run by Vitest) are not.
  testMatch: /.*\.spec\.ts/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three workers on two cores: a test spends much of its time waiting on the sandbox or a navigation.
  workers: 3,
  // Twice Playwright's default test time (30 s), four times its assertion wait (5 s): on a 2-core machine
  // whose host is busy, every step took up to twice its usual time (a clean-clone run in 41 min instead
  // of 22), pages that opened in 6 s failed checks that wait 5, and in CI's run of 27 November 2026 two
  // first paints after a navigation went past 10 s (a list of 100 tickets takes 4.3 s at 4× CPU on an
  // idle host). A passing run is no slower; speed is measured by the benchmarks (`pnpm bench:flows`), not
  // by these waits.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // Each failure's error is repeated at the end of the run, where a log kept by its tail still has it.
  reporter: [[process.env.CI ? 'line' : 'list'], ['./e2e/support/failure-digest.ts']],
  // The ten slowest spec files over a minute, at the end of every run: where the time budget goes.
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    baseURL: appOrigin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    // A trace for a failed test only, without its screencast (a frame encoded at every paint while the test
    // runs); the DOM snapshots show each step.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // No test checks an animation; the dialogs, drawers and toasts open and close without waiting for one.
    reducedMotion: 'reduce',
  },
  projects: [
    signInProject,
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      testIgnore: signInProject.testMatch,
      grepInvert: SANDBOX_CLOCK_TAG,
    },
    // The sandbox's clock is the whole sandbox's: moving it ends every workbench and hold of the tests
    // running beside it (a workbench lives 20 minutes). Its tests run once all the others are over.
    { name: 'sandbox-clock', dependencies: ['chromium'], grep: SANDBOX_CLOCK_TAG },
  ],
  webServer: [
    {
      // tee keeps the log for the tests (e-mail codes) while Playwright still pipes it.
      command: `pnpm --filter @comptoir/sandbox start 2>&1 | tee "${paths.sandboxLog}"`,
      url: `${sandboxUrl}/health`,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_APP_ORIGIN: appOrigin,
        SANDBOX_EXTRA_APP_ORIGINS: apps.withoutPlugin.origin,
        SANDBOX_DATA_DIR: join(tmpdir(), `comptoir-e2e-sandbox-${sandboxPort}`),
        SANDBOX_RESET: '1',
        // In place of `pnpm dev`'s 80–300 ms (docs/decisions/0022).
        SANDBOX_FAULT: E2E_LATENCY,
      },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    // The production builds served as in production: nginx with its headers (`pnpm serve`). Every test
    // runs against the app built with the low-cost plugin, with all its pages; the default build, without
    // it, serves the tests that it is absent (docs/decisions/0023). Built here, or ahead of the run by
    // `pnpm build:e2e` (E2E_PREBUILT=1: `npm test` builds them beside the lint).
    ...e2eBuilds.map(({ withPlugin, outDir, env }) => {
      const app = withPlugin ? apps.withPlugin : apps.withoutPlugin;
      const build = process.env.E2E_PREBUILT === '1' ? ' --no-build' : '';
      return {
        command: `node ../../scripts/serve.mjs --out-dir ${outDir} --port ${String(app.port)}${build}`,
        url: app.origin,
        env,
        reuseExistingServer: false,
        timeout: 180_000,
      };
    }),
  ],
});
