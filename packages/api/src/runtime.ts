import type { ComptoirAuthClient } from './auth/auth-client';
import { createAppClient, type AppClient } from './http/app-client';
import { loadOnce } from '@comptoir/flight-domain';

interface ApiRuntime {
  backendUrl: string;
  app: AppClient;
  auth: () => Promise<ComptoirAuthClient>;
}

let runtime: ApiRuntime | undefined;

/**
 * Points both clients at the backend. The app calls it once at startup with its startup configuration;
 * stories and tests call it with their own URL.
 */
export function configureApi({ backendUrl }: { backendUrl: string }): void {
  if (runtime?.backendUrl === backendUrl) return;
  runtime = {
    backendUrl,
    app: createAppClient(backendUrl),
    // better-auth's client is loaded with the first authentication call, not with the app: the guards
    // read the session without it (`session.ts`), so no page waits for it to paint.
    auth: loadOnce(() =>
      import('./auth/auth-client').then(({ createComptoirAuthClient }) =>
        createComptoirAuthClient(backendUrl),
      ),
    ),
  };
}

function current(): ApiRuntime {
  if (!runtime) throw new Error('The API is not configured: call configureApi({ backendUrl }) at startup.');
  return runtime;
}

/** The configured backend's base URL. */
export function backendUrl(): string {
  return current().backendUrl;
}

/** The application API client (backend URL + /api). */
export function appClient(): AppClient {
  return current().app;
}

/** The better-auth client (backend URL), loaded at the first call. */
export function authClient(): Promise<ComptoirAuthClient> {
  return current().auth();
}
