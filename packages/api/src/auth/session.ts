import { sessionSchema, type Session } from '@comptoir/flight-domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, decodeResponse } from '../http/api-error';
import { authKeys } from '../keys';
import { backendUrl } from '../runtime';
import { getAuthEndpoint } from './auth-fetch';
import { GUARD_AUTH_PATHS } from './guard-calls';

/**
 * What the route guards read before any page paints, by plain GETs of better-auth's endpoints rather
 * than through its client, which the app loads with the first sign-in or organization action.
 */

/**
 * Fetches the session (`GET /api/auth/get-session`). `null` means signed out: no session, or a 401 from
 * the session check (SPEC §2, §8) — the router then sends the user to /auth/login. Other failures throw;
 * being signed out is not an error to toast: the guard redirects instead.
 */
export async function fetchSession(
  answer: Promise<unknown> = getAuthEndpoint(backendUrl(), GUARD_AUTH_PATHS.session),
): Promise<Session | null> {
  const call = 'GET /api/auth/get-session';
  try {
    return decodeResponse(z.nullable(sessionSchema), await answer, call);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = () =>
  queryOptions({ queryKey: authKeys.session(), queryFn: () => fetchSession(), retry: false });

/**
 * The signed-in user's role in the active organization (`owner`, `admin`, `member`), or `null` when the
 * backend names none: no membership there, or any failure to say (the guards then count no organization
 * role). `GET /api/auth/organization/get-active-member-role`.
 */
export async function fetchActiveMemberRole(
  asked: Promise<unknown> = getAuthEndpoint(backendUrl(), GUARD_AUTH_PATHS.activeMemberRole),
): Promise<string | null> {
  let answer: unknown;
  try {
    answer = await asked;
  } catch {
    // No membership in the active organization: no organization role.
    return null;
  }
  return typeof answer === 'object' && answer !== null && 'role' in answer && typeof answer.role === 'string'
    ? answer.role
    : null;
}

const organizationsSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/**
 * The organizations the signed-in user belongs to, each its id and name (`GET /api/auth/organization/list`),
 * by a plain GET as the guards' calls: the shell's switcher paints them on every page, which should not
 * wait for better-auth's client. A failure rejects untoasted, for the query cache to report.
 */
export async function fetchUserOrganizations(): Promise<{ id: string; name: string }[]> {
  return decodeResponse(
    organizationsSchema,
    await getAuthEndpoint(backendUrl(), '/organization/list'),
    'GET /api/auth/organization/list',
  );
}

/** The guards' two calls, asked for at once: `fetchSession` and `fetchActiveMemberRole` read them. */
export interface GuardAnswers {
  session: Promise<unknown>;
  activeMemberRole: Promise<unknown>;
}

/**
 * Asks for the guards' calls now. The app does so at startup, where `index.html` has preloaded them
 * (`guardCallUrls`): these fetches take the preloaded answers, so none is left for a later call to take
 * once the visitor has signed in or out. A failure is the reader's to report.
 */
export function askGuardCalls(): GuardAnswers {
  const ask = (path: `/${string}`) => {
    const answer = getAuthEndpoint(backendUrl(), path);
    answer.catch(() => undefined);
    return answer;
  };
  return { session: ask(GUARD_AUTH_PATHS.session), activeMemberRole: ask(GUARD_AUTH_PATHS.activeMemberRole) };
}
