/** A sandbox of a test file's own: started on a fresh data directory before its tests, stopped after. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningSandbox, startSandbox } from './start';
import { APP_ORIGIN, signInAs } from './test-client';

/**
 * Registers the file's `beforeAll` (a sandbox from the seed on a port of its own) and `afterAll` (stopped,
 * its data directory removed). `url` is read at each call, since `restart` moves the sandbox to a new port;
 * `logLines` holds what the running sandbox printed (seed accounts, e-mailed codes).
 */
export function useTestSandbox(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `comptoir-sandbox-${name}-`));
  const logLines: string[] = [];
  let running: RunningSandbox | undefined;
  const start = async (reset: boolean) => {
    logLines.length = 0;
    running = await startSandbox({
      port: 0,
      appOrigin: APP_ORIGIN,
      dataDir,
      reset,
      log: (line) => logLines.push(line),
    });
  };

  beforeAll(() => start(true), 30_000);
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (): string => {
    if (running === undefined) throw new Error('The test sandbox has not started.');
    return running.url;
  };

  return {
    url,
    logLines,
    /** Signs in to this sandbox as `email` (a seed account) and answers its caller, as `signInAs` does. */
    signIn: (email: string, options?: { rememberMe?: boolean }) => signInAs(url, email, options),
    /**
     * Stops the sandbox and starts it again on the same data directory (from the seed with `reset`);
     * `beforeStart` runs in between (e.g. forgetting the simulated backend's in-memory data).
     */
    restart: async ({ reset = false, beforeStart }: { reset?: boolean; beforeStart?: () => void } = {}) => {
      await running?.close();
      beforeStart?.();
      await start(reset);
    },
  };
}
