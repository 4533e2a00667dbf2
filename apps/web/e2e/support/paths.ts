import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where a run keeps the sandbox's log and the signed-in sessions, by sandbox port (one run per port). */
export function e2ePaths(sandboxPort: number) {
  const base = join(tmpdir(), `comptoir-e2e-${sandboxPort}`);
  return {
    sandboxLog: `${base}-sandbox.log`,
    storageState: (name: string) => `${base}-session-${name}.json`,
  };
}
