import {
  askGuardCalls,
  fetchActiveMemberRole,
  fetchSession,
  sessionQuery,
  type GuardAnswers,
} from '@comptoir/api';
import {
  AUTH_PREFIX,
  isPathWithin,
  resolveRedirect,
  userStateFromSession,
  type RedirectInput,
  type Session,
} from '@comptoir/flight-domain';
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
 * The session a guard reads, without a round trip it can do without (docs/decisions/0094):
 * - a signed-in session held in the cache is taken at once; once its answer has outlived the deduping
 *   interval it is asked again alongside the page, whose own calls no longer wait behind it. What that
 *   check finds is followed as any answer of the session is (`followSessionChanges`): a session gone sends
 *   to sign-in, a session changed elsewhere (another tab switched organization) runs the guards again;
 * - unless a call's 401 has put it in doubt (`followSessionChanges` marks it invalidated): the guard then
 *   waits for the check, the one on its way or a new one;
 * - with none held, for an app page (one a signed-in user opens: just signed in, or the organization just
 *   switched), the session and the role are asked at once, as at startup (`askGuardCalls`), rather than
 *   the role a round trip after the session; for a sign-in page, or a signed-out session held, the
 *   session alone.
 */
async function heldOrAskedSession(
  queryClient: QueryClient,
  { answers, appPage }: { answers: GuardAnswers | undefined; appPage: boolean },
): Promise<{ session: Session | null; asked: GuardAnswers | undefined }> {
  const held = queryClient.getQueryState(sessionQuery().queryKey);
  if (answers === undefined && held?.data && !held.isInvalidated) {
    // The cached answer while fresh, else asked again; one on its way (a hover's preload) is joined.
    queryClient.query(sessionQuery()).catch(() => undefined);
    return { session: held.data, asked: undefined };
  }
  const checking = held?.fetchStatus === 'fetching';
  const asked = answers ?? (appPage && !checking && held?.data === undefined ? askGuardCalls() : undefined);
  const session = await queryClient.query(
    asked ? { ...sessionQuery(), queryFn: () => fetchSession(asked.session) } : sessionQuery(),
  );
  return { session, asked };
}

/**
 * Who is opening a page: the session (`heldOrAskedSession`) and the user state the redirect rules read,
 * with the role in the active organization counted alongside the platform role. The interface takes the
 * signed-in user's language, or the browser's before sign-in, before the page paints. `answers` are the
 * startup's calls, for the first guard; `appPage`, whether the page is outside /auth.
 */
export async function loadVisitor(
  queryClient: QueryClient,
  options: { answers: GuardAnswers | undefined; appPage: boolean },
) {
  const { session, asked } = await heldOrAskedSession(queryClient, options);
  changeLocale(localeFor(session?.user.language));
  const organizationId = session?.session.activeOrganizationId ?? null;
  const memberRole =
    session?.user.twoFactorEnabled === true
      ? await queryClient.query({
          ...activeMemberRoleQuery(organizationId),
          ...(asked && organizationId !== null
            ? { queryFn: () => fetchActiveMemberRole(asked.activeMemberRole) }
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
    const visitor = await loadVisitor(queryClient, {
      answers: first?.answers,
      appPage: !isPathWithin(input.pathname, AUTH_PREFIX),
    });
    const destination = resolveRedirect({ ...input, user: visitor.user });
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design.
    if (destination !== null) throw redirect({ href: destination, replace: true });
    return visitor;
  } finally {
    first?.settled();
  }
}
