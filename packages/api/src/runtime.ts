import { createComptoirAuthClient, type ComptoirAuthClient } from './auth/auth-client';
import { createAppClient, type AppClient } from './http/app-client';

interface ApiRuntime {
  backendUrl: string;
  app: AppClient;
  auth: ComptoirAuthClient;
}

let runtime: ApiRuntime | undefined;

/**
 * Points both clients at the backend. The app calls it once at startup with its startup configuration;
 * stories and tests call it with their own URL.
 */
export function configureApi({ backendUrl }: { backendUrl: string }): void {
  if (runtime?.backendUrl === backendUrl) return;
  runtime = { backendUrl, app: createAppClient(backendUrl), auth: createComptoirAuthClient(backendUrl) };
}

function current(): ApiRuntime {
  if (!runtime) throw new Error('The API is not configured: call configureApi({ backendUrl }) at startup.');
  return runtime;
}

/** The application API client (backend URL + /api). */
export function appClient(): AppClient {
  return current().app;
}

/** The better-auth client (backend URL). */
export function authClient(): ComptoirAuthClient {
  return current().auth;
}
