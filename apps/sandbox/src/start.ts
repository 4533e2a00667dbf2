/** Starts the sandbox: better-auth (its stored data, or the seed), the handlers, and the HTTP server. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setSandboxActor, setSandboxFaults, type SandboxFaults } from '@comptoir/mock-backend';
import { describeAccounts } from './accounts';
import { createSandboxAuth, type SandboxAuth } from './auth';
import { mirrorOrganizations } from './organizations';
import { restoreRoles } from './roles';
import { createSandboxServer } from './server';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  appOrigin: string;
  /** More origins of the web app, allowed like `appOrigin`. */
  extraAppOrigins?: readonly string[];
  dataDir: string;
  reset?: boolean;
  faults?: SandboxFaults;
  log?: (line: string) => void;
}

export interface RunningSandbox {
  server: Server;
  url: string;
  storage: string;
  auth: SandboxAuth;
  close: () => Promise<void>;
}

/** Listens on 127.0.0.1 and resolves once better-auth has its stored data (or the seed). */
export async function startSandbox(options: StartOptions): Promise<RunningSandbox> {
  const log = options.log ?? ((line: string) => console.log(line));
  setSandboxFaults(options.faults ?? {});
  // Only a resolved session may act: no default actor in the server.
  setSandboxActor(null);
  let provideAuth: (auth: SandboxAuth) => void = () => undefined;
  let failAuth: (error: unknown) => void = () => undefined;
  const authReady = new Promise<SandboxAuth>((resolve, reject) => {
    provideAuth = resolve;
    failAuth = reject;
  });
  authReady.catch(() => undefined);
  const server = createSandboxServer({
    appOrigin: options.appOrigin,
    extraAppOrigins: options.extraAppOrigins ?? [],
    auth: authReady,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    const { auth, storage, seeded } = await createSandboxAuth({
      dataDir: options.dataDir,
      appOrigin: options.appOrigin,
      extraAppOrigins: options.extraAppOrigins ?? [],
      baseURL: url,
      reset: options.reset ?? false,
      log,
    });
    await mirrorOrganizations(auth);
    await restoreRoles(auth);
    provideAuth(auth);
    log(
      `Comptoir sandbox backend on ${url} (app origin ${options.appOrigin}; auth storage: ${storage}${seeded ? ', seeded' : ''})`,
    );
    log(describeAccounts());
    return {
      server,
      url,
      storage,
      auth,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.closeAllConnections();
          server.close((error) => (error === undefined ? resolve() : reject(error)));
        }),
    };
  } catch (error) {
    failAuth(error);
    server.close();
    throw error;
  }
}
