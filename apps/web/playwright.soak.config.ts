import { defineConfig } from '@playwright/test';
import e2e, { signInProject } from './playwright.config';

/**
 * `pnpm test:soak`: the end-to-end setup (the same servers and signed-in sessions) running the soak
 * files, `e2e/*.soak.ts`, which `npm test` leaves out: long loops under a slowed CPU that prove a fix
 * holds over many rounds, while the fix itself is guarded deterministically in the default run
 * (docs/testing.md). Two loops at a time: each keeps a core busy for as long as it runs (a renderer
 * throttled 4× spins), so more would only slow each other.
 */
export default defineConfig({
  ...e2e,
  workers: 2,
  // A folder of its own: each run empties its output folder first, and an e2e run may run meanwhile.
  outputDir: 'soak-results',
  reportSlowTests: null,
  projects: [signInProject, { name: 'soak', dependencies: ['sign-in'], testMatch: /.*\.soak\.ts/ }],
});
