import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eBuilds, e2eSandboxPort } from '../../../../scripts/e2e-builds.mjs';
import { chromiumLaunchOptions } from '../../../../test/chromium';

/**
 * `pnpm bench:lighthouse` and `pnpm bench:flows` (through scripts/bench-pages.mjs): the production build
 * served by nginx and the sandbox, started here on ports of their own (BENCH_APP_PORT,
 * BENCH_SANDBOX_PORT; defaults 4191 / 4121) as the e2e run starts them, then one bench file at a time,
 * alone (one worker), each printing its table. Benchmarks, not tests; `npm test` runs each once in its
 * smoke mode (BENCH_SMOKE=1) to keep them working.
 *
 * As behind a deployment's TLS (docs/decisions/0060), everything the pages load comes over HTTPS and
 * HTTP/2: the app at https://127.0.0.1:<BENCH_APP_PORT> (`serve.mjs --tls`, a self-signed certificate,
 * hence `ignoreHTTPSErrors`), and the backend through nginx's front on the port above the sandbox's,
 * https://127.0.0.1:<BENCH_SANDBOX_PORT + 1> (`--backend-proxy`), which is the build's VITE_BACKEND_URL
 * and passes every call on to the sandbox on plain HTTP. The tests' own requests (the API sign-in) go to
 * the sandbox itself; the session cookie it sets (host 127.0.0.1) goes with the pages' calls to the front.
 *
 * With E2E_PREBUILT=1 (as in `npm test`) the default build that `pnpm build:e2e` made, without the
 * plugin, is served as it is instead of being built here: it talks to the e2e run's sandbox port, so the
 * sandbox and the app take the e2e run's ports (E2E_SANDBOX_PORT, E2E_APP_PORT), free once it is over.
 * That build calls the sandbox on plain HTTP, so its app is served on plain HTTP too, as in the e2e run:
 * to chromium an https page and an http backend are different sites, whose session cookie would be a
 * third-party one, which Playwright's browser contexts refuse (the flows' smoke run signs in).
 * With BENCH_PROFILE (flows' --profile) the build keeps its source maps, for the profiles' table.
 */
const prebuilt = process.env.E2E_PREBUILT === '1' ? e2eBuilds.find((build) => !build.withPlugin) : undefined;
const sandboxPort = prebuilt ? e2eSandboxPort : Number(process.env.BENCH_SANDBOX_PORT ?? 4121);
const appPort = Number((prebuilt ? process.env.E2E_APP_PORT : process.env.BENCH_APP_PORT) ?? 4191);
const appScheme = prebuilt ? 'http' : 'https';
const appOrigin = `${appScheme}://127.0.0.1:${appPort}`;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
/** The backend as the pages call it: nginx's TLS front, or with E2E_PREBUILT the sandbox itself. */
const backendUrl = prebuilt ? sandboxUrl : `https://127.0.0.1:${sandboxPort + 1}`;
// The e2e helpers (accounts, bookings) read these.
process.env.E2E_SANDBOX_PORT = String(sandboxPort);
process.env.E2E_APP_PORT = String(appPort);
process.env.E2E_APP_SCHEME = appScheme;
process.env.E2E_BACKEND_URL = backendUrl;

const serve = prebuilt
  ? `node ../../../../scripts/serve.mjs --out-dir ${prebuilt.outDir} --port ${appPort} --no-build`
  : `node ../../../../scripts/serve.mjs --tls --backend-proxy ${sandboxUrl} --out-dir dist-bench --port ${appPort}${process.env.BENCH_PROFILE ? ' --sourcemap' : ''}`;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.bench\.ts/,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: 'list',
  use: {
    baseURL: appOrigin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    ignoreHTTPSErrors: true,
  },
  webServer: [
    {
      command: 'pnpm --filter @comptoir/sandbox start',
      url: `${sandboxUrl}/health`,
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_APP_ORIGIN: appOrigin,
        SANDBOX_DATA_DIR: join(tmpdir(), `comptoir-bench-sandbox-${sandboxPort}`),
        SANDBOX_RESET: '1',
      },
      reuseExistingServer: false,
    },
    {
      command: serve,
      url: appOrigin,
      ignoreHTTPSErrors: true,
      env: prebuilt?.env ?? { VITE_BACKEND_URL: backendUrl },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
