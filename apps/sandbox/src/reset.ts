/** `pnpm sandbox:reset`: deletes the sandbox's stored data and seeds it again, then exits. */
import { rmSync } from 'node:fs';
import { describeAccounts } from './accounts';
import { createSandboxAuth } from './auth';
import { readConfig } from './config';

const config = readConfig();
rmSync(config.dataDir, { recursive: true, force: true });
const { storage } = await createSandboxAuth({
  dataDir: config.dataDir,
  appOrigin: config.appOrigin,
  baseURL: `http://127.0.0.1:${String(config.port)}`,
  reset: true,
});
console.log(
  `Sandbox data reset (${storage}). Reservations, tickets and balances live in memory and start from the seed at every start.`,
);
console.log(describeAccounts());
