import { ApiError, authKeys, sessionQuery } from '@comptoir/api';
import { AUTH_PREFIX, isPathWithin, sameVisitor, type Session } from '@comptoir/flight-domain';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}

/**
 * Follows every answer of the session check and of the app's calls.
 * - SPEC §2, §8: outside /auth, a session that is gone (the session check answers signed out) or any call
 *   answering 401 sends the user to /auth/login with the page as redirect, so that signing in again comes
 *   back to it. The guards do the redirecting: this drops the stale session and re-runs them.
 * - A session check that answers another visitor than the one before (`sameVisitor`: another tab switched
 *   organization, or signed in as someone else) drops every other cached answer, the former visitor's, and
 *   re-runs the guards on the new session, as switching organization here does. The app's own changes of
 *   session drop it first: their next answer follows none.
 * Returns the unsubscribe function.
 */
export function followSessionChanges(queryClient: QueryClient, router: AnyRouter): () => void {
  const reRunGuards = () => {
    if (!isPathWithin(router.state.location.pathname, AUTH_PREFIX)) void router.invalidate();
  };
  // The stale session is dropped, so that the guards ask again; unless a session check is already on its
  // way, which asks the server anyway: dropping it would cancel it, and the guard awaiting it (the
  // sign-in page's, loading as a late 401 of the app's pages arrives after signing out) would fail. It is
  // marked in doubt instead: the guards then wait for that check rather than take the session held.
  const expire = (dropSession: boolean) => {
    if (dropSession) {
      if (queryClient.getQueryState(authKeys.session())?.fetchStatus === 'fetching')
        void queryClient.invalidateQueries({ queryKey: authKeys.session(), refetchType: 'none' });
      else queryClient.removeQueries({ queryKey: authKeys.session() });
    }
    reRunGuards();
  };
  // The session the previous answer held; none once the query is dropped.
  let before: Session | null | undefined = queryClient.getQueryData(sessionQuery().queryKey);
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    const { state, queryKey } = event.query as Query;
    const isSession = sameKey(queryKey, authKeys.session());
    if (isSession && event.type === 'removed') before = undefined;
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error'))
      return;
    if (isSession && state.status === 'success') {
      const held = before;
      const now = queryClient.getQueryData(sessionQuery().queryKey) ?? null;
      before = now;
      if (held && now && !sameVisitor(held, now)) {
        queryClient.removeQueries({ predicate: (query) => !sameKey(query.queryKey, authKeys.session()) });
        reRunGuards();
        return;
      }
    }
    const signedOut = isSession && state.status === 'success' && state.data === null;
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
