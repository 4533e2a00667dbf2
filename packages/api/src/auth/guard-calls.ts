/**
 * Where better-auth answers for a backend: its `/api/auth`, by better-auth's own rule (a base URL that
 * has a path of its own is taken as it is).
 */
export function authBaseUrl(backendUrl: string): string {
  const trimmed = backendUrl.replace(/\/+$/, '');
  return new URL(trimmed).pathname.replace(/\/+$/, '') === '' ? `${trimmed}/api/auth` : trimmed;
}

/** The better-auth endpoints every page's guard reads before it paints (`session.ts`). */
export const GUARD_AUTH_PATHS = {
  session: '/get-session',
  activeMemberRole: '/organization/get-active-member-role',
} as const;

/**
 * The guards' calls for a backend, as `index.html` asks for them before the app's code has come
 * (`<link rel="preload" as="fetch">`, credentials included). The app takes those answers at startup
 * (`askGuardCalls`), for its first guard, rather than wait a round trip each once its entry has loaded.
 */
export function guardCallUrls(backendUrl: string): string[] {
  return Object.values(GUARD_AUTH_PATHS).map((path) => `${authBaseUrl(backendUrl)}${path}`);
}
