import { ApiError, authKeys } from '@comptoir/api';
import { AUTH_PREFIX, isPathWithin } from '@comptoir/flight-domain';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}

/**
 * SPEC §2, §8: outside /auth, a session that is gone (the session check answers signed out) or any call
 * answering 401 sends the user to /auth/login with the page as redirect, so that signing in again comes
 * back to it. The guards do the redirecting: this drops the stale session and re-runs them.
 * Returns the unsubscribe function.
 */
export function redirectOnSessionExpiry(queryClient: QueryClient, router: AnyRouter): () => void {
  // The stale session is dropped, so that the guards ask again; unless a session check is already on its
  // way, which asks the server anyway: dropping it would cancel it, and the guard awaiting it (the
  // sign-in page's, loading as a late 401 of the app's pages arrives after signing out) would fail.
  const expire = (dropSession: boolean) => {
    if (dropSession && queryClient.getQueryState(authKeys.session())?.fetchStatus !== 'fetching')
      queryClient.removeQueries({ queryKey: authKeys.session() });
    if (!isPathWithin(router.state.location.pathname, AUTH_PREFIX)) void router.invalidate();
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error'))
      return;
    const { state, queryKey } = event.query as Query;
    const signedOut =
      sameKey(queryKey, authKeys.session()) && state.status === 'success' && state.data === null;
    if (signedOut || (state.status === 'error' && isUnauthorized(state.error))) expire(!signedOut);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.mutation.state.status === 'error' &&
      isUnauthorized(event.mutation.state.error)
    )
      expire(true);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
