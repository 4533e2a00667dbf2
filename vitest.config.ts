import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test/chromium';

// Two runs on one machine (two checkouts) need ports of their own, or they mix their tests.
const storyPort = Number(process.env.VITEST_BROWSER_PORT ?? 63315);

/** A project running the stories of `.storybook/main.ts` in headless chromium, but those under `exclude`. */
function storybookProject({
  name,
  isolate,
  exclude,
  port,
}: {
  name: string;
  isolate: boolean;
  exclude: string[];
  port: number;
}) {
  return {
    plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook --no-open' })],
    test: {
      name,
      // A page story signs in, loads through guards and renders in chromium on a shared two-core
      // machine: 60 s before a play function counts as hung.
      testTimeout: 60_000,
      setupFiles: ['.storybook/vitest.setup.ts'],
      isolate,
      exclude,
      browser: {
        enabled: true,
        headless: true,
        // The outer page is larger than the widest story viewport (1280 px) and than the tallest story,
        // so that Vitest never scales the story iframe down and screenshots are taken at true size.
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          contextOptions: { viewport: { width: 1600, height: 6000 } },
        }),
        instances: [{ browser: 'chromium' as const }],
        api: { port, strictPort: true },
        // A spinner's leaf drawn one pixel over, or an antialiased edge, from one run to the next (seen:
        // 4 pixels of a pending button's spinner in a 375 × 3040 screenshot): up to 10 pixels may differ.
        // Anything a reviewer would see — a word, a border, a focus ring — is hundreds.
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            comparatorOptions: { allowedMismatchedPixels: 10 },
          },
        },
      },
    },
  };
}

/** The rooms whose stories the `storybook-2` project runs (measured: 178 s of the ui stories' 408 s, on CI). */
const SECOND_HALF = ['packages/ui/src/records/**', 'packages/ui/src/settings/**', 'packages/ui/src/auth/**'];

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/flight-domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Node-only tests that keep no state between files (no module mocked, a stubbed global restored):
          // one module graph for all of them, instead of importing the packages again for every file.
          isolate: false,
          // Node has no DOM: the low-cost plugin's XML goes through the one its simulated airline provides.
          setupFiles: ['packages/plugin-low-cost/src/mock/vitest.setup.ts'],
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/ui/vite/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/web/config/*.test.ts',
            'apps/web/e2e/bench/*.test.ts',
            'test/**/*.test.ts',
          ],
        },
      },
      // The ui package's stories share one iframe per project: the preview, its addons and the mock backend
      // load once, not once a file (2 s each). Each story still starts clean: its own QueryClient and MSW
      // handlers, toasts cleared (.storybook/preview.tsx). One iframe runs its files one after another, so
      // the rooms are split in two projects of about the same time (a browser page each), which run side by
      // side on two cores. docs/decisions/0022.
      storybookProject({
        name: 'storybook',
        isolate: false,
        exclude: ['apps/**', ...SECOND_HALF],
        port: storyPort,
      }),
      storybookProject({
        name: 'storybook-2',
        isolate: false,
        exclude: ['apps/**', 'packages/plugin-low-cost/**', 'packages/ui/src/!(records|settings|auth)/**'],
        port: storyPort + 2,
      }),
      storybookProject({
        name: 'storybook-app',
        // The app's page stories run the whole app (its router, its api runtime) and stay isolated per file.
        isolate: true,
        exclude: ['packages/**'],
        port: storyPort + 1,
      }),
    ],
  },
});
