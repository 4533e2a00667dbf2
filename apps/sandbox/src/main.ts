import { readConfig } from './config';
import { startSandbox } from './start';

const config = readConfig();
const sandbox = await startSandbox({
  port: config.port,
  appOrigin: config.appOrigin,
  extraAppOrigins: config.extraAppOrigins,
  dataDir: config.dataDir,
  reset: config.reset,
  faults: config.faults,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().finally(() => process.exit(0));
  });
}
