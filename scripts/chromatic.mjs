#!/usr/bin/env node
/**
 * `pnpm chromatic`: publishes Storybook to Chromatic. Chromatic is a hosted service: it needs a project
 * token and the internet. Offline, `pnpm test:stories` runs the committed visual references instead.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    '[comptoir] CHROMATIC_PROJECT_TOKEN is not set, so nothing was published to Chromatic.\n' +
      'Set it to the project token from chromatic.com to publish. Without network access, run\n' +
      '`pnpm test:stories`: it compares every story with its committed reference screenshot.',
  );
  process.exit(1);
}

const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
