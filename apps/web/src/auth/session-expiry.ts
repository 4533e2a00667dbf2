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
  const recheck = () => {
    if (isPathWithin(router.state.location.pathname, AUTH_PREFIX)) return;
    void router.invalidate();
  };
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error'))
      return;
    const { state, queryKey } = event.query as Query;
    const signedOut =
      sameKey(queryKey, authKeys.session()) && state.status === 'success' && state.data === null;
    if (signedOut || (state.status === 'error' && isUnauthorized(state.error))) {
      if (!signedOut) queryClient.removeQueries({ queryKey: authKeys.session() });
      recheck();
    }
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.mutation.state.status === 'error' &&
      isUnauthorized(event.mutation.state.error)
    ) {
      queryClient.removeQueries({ queryKey: authKeys.session() });
      recheck();
    }
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
