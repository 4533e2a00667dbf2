import { sessionSchema, type Session } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { decodeResponse } from '../http/api-error';
import { authKeys } from '../keys';
import { authClient } from '../runtime';

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/**
 * Fetches the session through better-auth. `null` means signed out: no session, or a 401 from the
 * session check (SPEC §2, §8) — the router then sends the user to /auth/login. Other failures throw.
 */
export async function fetchSession(): Promise<Session | null> {
  try {
    const data: unknown = await authClient().getSession({
      // Being signed out is not an error to toast: the guard redirects instead.
      fetchOptions: { onError: () => undefined },
    });
    return decodeResponse(sessionSchema.nullable(), data, 'GET /api/auth/get-session');
  } catch (error) {
    if (statusOf(error) === 401) return null;
    throw error;
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: authKeys.session(), queryFn: fetchSession, retry: false });
