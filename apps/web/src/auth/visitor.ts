import { fetchActiveMemberRole, fetchSession, sessionQuery, type GuardAnswers } from '@comptoir/api';
import { resolveRedirect, userStateFromSession, type RedirectInput } from '@comptoir/flight-domain';
import { changeLocale, localeFor } from '@comptoir/ui/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { activeMemberRoleQuery } from './queries';

let firstGuard: { answers: GuardAnswers; settled: () => void } | undefined;

/**
 * The guards' calls as the app asked for them at startup (`askGuardCalls`, which takes what `index.html`
 * preloaded): the first guard reads them, every later one asks anew. Resolves once that first guard has
 * settled, whether it let the visitor in, redirected or failed.
 */
export function answerFirstGuardWith(answers: GuardAnswers): Promise<void> {
  return new Promise((settled) => {
    firstGuard = { answers, settled };
  });
}

/**
 * Who is opening a page: the session (from the cache while fresh, else asked again, so an expired session
 * is noticed at the next navigation) and the user state the redirect rules read, with the
 * role in the active organization counted alongside the platform role. The interface takes the signed-in
 * user's language, or the browser's before sign-in, before the page paints. `answers` are the startup's
 * calls, for the first guard.
 */
export async function loadVisitor(queryClient: QueryClient, answers?: GuardAnswers) {
  const session = await queryClient.query(
    answers ? { ...sessionQuery(), queryFn: () => fetchSession(answers.session) } : sessionQuery(),
  );
  changeLocale(localeFor(session?.user.language));
  const organizationId = session?.session.activeOrganizationId ?? null;
  const memberRole =
    session?.user.twoFactorEnabled === true
      ? await queryClient.query({
          ...activeMemberRoleQuery(organizationId),
          ...(answers && organizationId !== null
            ? { queryFn: () => fetchActiveMemberRole(answers.activeMemberRole) }
            : {}),
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
  const first = firstGuard;
  firstGuard = undefined;
  try {
    const visitor = await loadVisitor(queryClient, first?.answers);
    const destination = resolveRedirect({ ...input, user: visitor.user });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    if (destination !== null) throw redirect({ href: destination, replace: true });
    return visitor;
  } finally {
    first?.settled();
  }
}
