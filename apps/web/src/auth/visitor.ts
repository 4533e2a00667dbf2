import { sessionQuery } from '@comptoir/api';
import { resolveRedirect, userStateFromSession, type RedirectInput } from '@comptoir/flight-domain';
import { changeLocale, localeFor } from '@comptoir/ui/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { activeMemberRoleQuery } from './queries';

/**
 * Who is opening a page: the session (from the cache while fresh, else asked again, so an expired session
 * is noticed at the next navigation) and the user state the redirect rules read, with the
 * role in the active organization counted alongside the platform role. The interface takes the signed-in
 * user's language, or the browser's before sign-in, before the page paints.
 */
export async function loadVisitor(queryClient: QueryClient) {
  const session = await queryClient.query(sessionQuery());
  changeLocale(localeFor(session?.user.language));
  const memberRole =
    session?.user.twoFactorEnabled === true
      ? await queryClient.query({
          ...activeMemberRoleQuery(session.session.activeOrganizationId ?? null),
          // Kept until the session or organization changes (both drop it).
          staleTime: 'static',
        })
      : null;
  return { session, user: userStateFromSession(session, { memberRole }) };
}

/**
 * The guard of every page (SPEC §2, §6): loads the visitor, asks flight-domain's `resolveRedirect` where
 * they belong, and throws the router's redirect when it is elsewhere.
 */
export async function guardPage(
  queryClient: QueryClient,
  input: Omit<RedirectInput, 'user'>,
): Promise<Awaited<ReturnType<typeof loadVisitor>>> {
  const visitor = await loadVisitor(queryClient);
  const destination = resolveRedirect({ ...input, user: visitor.user });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
  if (destination !== null) throw redirect({ href: destination, replace: true });
  return visitor;
}
