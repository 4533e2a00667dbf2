import { sessionSchema, type Session } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, decodeResponse } from '../http/api-error';
import { authKeys } from '../keys';
import { backendUrl } from '../runtime';
import { getAuthEndpoint } from './auth-fetch';

/**
 * What the route guards read before any page paints, by plain GETs of better-auth's endpoints rather
 * than through its client, which the app loads with the first sign-in or organization action.
 */

/**
 * Fetches the session (`GET /api/auth/get-session`). `null` means signed out: no session, or a 401 from
 * the session check (SPEC §2, §8) — the router then sends the user to /auth/login. Other failures throw;
 * being signed out is not an error to toast: the guard redirects instead.
 */
export async function fetchSession(): Promise<Session | null> {
  const call = 'GET /api/auth/get-session';
  try {
    return decodeResponse(
      z.nullable(sessionSchema),
      await getAuthEndpoint(backendUrl(), '/get-session'),
      call,
    );
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: authKeys.session(), queryFn: fetchSession, retry: false });

/**
 * The signed-in user's role in the active organization (`owner`, `admin`, `member`), or `null` when the
 * backend names none: no membership there, or any failure to say (the guards then count no organization
 * role). `GET /api/auth/organization/get-active-member-role`.
 */
export async function fetchActiveMemberRole(): Promise<string | null> {
  let answer: unknown;
  try {
    answer = await getAuthEndpoint(backendUrl(), '/organization/get-active-member-role');
  } catch {
    // No membership in the active organization: no organization role.
    return null;
  }
  return typeof answer === 'object' && answer !== null && 'role' in answer && typeof answer.role === 'string'
    ? answer.role
    : null;
}
