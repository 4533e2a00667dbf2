import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The web app's two builds in a run (docs/decisions/0023): the one every test uses, with the low-cost
 * plugin, on E2E_APP_PORT; the one without it, for the tests that it is absent, 1000 ports above. Served
 * over plain HTTP, or over HTTPS where the run serves them so (the benchmarks, docs/decisions/0060).
 */
export function e2eApps(appPort: number, scheme: 'http' | 'https' = 'http') {
  const at = (port: number) => ({ port, origin: `${scheme}://127.0.0.1:${String(port)}` });
  return { withPlugin: at(appPort), withoutPlugin: at(appPort + 1000) };
}

/** Where a run keeps the sandbox's log and the signed-in sessions, by sandbox port (one run per port). */
export function e2ePaths(sandboxPort: number) {
  const base = join(tmpdir(), `comptoir-e2e-${sandboxPort}`);
  return {
    sandboxLog: `${base}-sandbox.log`,
    storageState: (name: string) => `${base}-session-${name}.json`,
  };
}
