import { createSandboxServer } from './server';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const appOrigin = process.env.SANDBOX_APP_ORIGIN ?? 'http://127.0.0.1:5173';

const server = createSandboxServer({ appOrigin });
server.listen(port, '127.0.0.1', () => {
  console.log(`Comptoir sandbox backend on http://127.0.0.1:${port} (app origin ${appOrigin})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
