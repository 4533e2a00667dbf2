import { authKeys, sessionQuery, type ComptoirAuthClient } from '@comptoir/api';
import { closeDialog, closeSidePanel } from '@comptoir/ui/kit';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** After signing in, verifying or enabling two-factor: the cached session and roles are no longer true. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: authKeys.all });
}

/**
 * After the password step of a two-factor sign-in (better-auth's `twoFactorRedirect`): no session is open
 * until the code is verified, so the cache holds none, fresh, and the verify page's guard takes it rather
 * than asking the backend a round trip before the page can show (docs/decisions/0069).
 */
export function noSessionUntilVerified(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQuery().queryKey, null);
}

/**
 * Signs out with better-auth and leaves for `leave` (the sign-in page), then forgets everything held in
 * memory for this user: every cached answer and the open dialog and side panel. The session goes first,
 * so the sign-in page's guard lets the visitor in; the rest only once the app's pages, which would ask
 * again for what they show, are gone.
 */
export async function signOut(
  client: ComptoirAuthClient,
  queryClient: QueryClient,
  leave: () => Promise<void>,
): Promise<void> {
  await client.signOut();
  queryClient.removeQueries({ queryKey: authKeys.session() });
  await leave();
  queryClient.clear();
  closeDialog();
  closeSidePanel();
}

/** Makes another organization the active one with better-auth, then forgets the former one's answers. */
export async function switchOrganization(
  client: ComptoirAuthClient,
  queryClient: QueryClient,
  router: AnyRouter,
  organizationId: string,
): Promise<void> {
  await client.organization.setActive({ organizationId });
  await afterActiveOrganizationChanged(queryClient, router);
}

/**
 * Once the session's active organization has changed (switched, or the active one deleted and the
 * session moved by the backend to the user's next organization, or to none): every cached answer
 * belonged to the former organization and is dropped, and the guards run again with the new session,
 * as the new role may not open the page.
 */
export async function afterActiveOrganizationChanged(
  queryClient: QueryClient,
  router: AnyRouter,
): Promise<void> {
  queryClient.removeQueries();
  await router.invalidate();
}
