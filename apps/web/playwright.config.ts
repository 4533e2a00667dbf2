import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test/chromium';

/**
 * End-to-end tests against the production build of the app and the sandbox backend, both started
 * here on loopback ports of their own and stopped when the run ends.
 */
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4111);
const appPort = Number(process.env.E2E_APP_PORT ?? 4181);
const appOrigin = `http://127.0.0.1:${appPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: appOrigin,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'pnpm --filter @comptoir/sandbox start',
      url: `http://127.0.0.1:${sandboxPort}/health`,
      env: { SANDBOX_PORT: String(sandboxPort), SANDBOX_APP_ORIGIN: appOrigin },
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `vite build --configLoader runner --outDir dist-e2e --emptyOutDir && vite preview --configLoader runner --outDir dist-e2e --port ${appPort}`,
      url: appOrigin,
      env: { VITE_BACKEND_URL: `http://127.0.0.1:${sandboxPort}` },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
