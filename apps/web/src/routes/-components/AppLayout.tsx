import {
  findRecords,
  prepareRetrieval,
  useAuthMutation,
  useRetrieveReservation,
  type ComptoirAuthClient,
} from '@comptoir/api';
import { APP_ROUTES, AUTH_ROUTES, retrievedRecordPath } from '@comptoir/flight-domain';
import {
  AfterContent,
  AppShell,
  CommandBarLauncher,
  OrganizationSwitcher,
  type AppShellUser,
  type OrganizationSwitcherProps,
} from '@comptoir/ui/kit';
import { LocatorRetrieveField } from '@comptoir/ui/records';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { signOut, switchOrganization } from '../../auth/actions';
import { userOrganizationsQuery } from '../../auth/queries';
import { Fragment, lazy, Suspense, useEffect, useRef } from 'react';
import { RouterLink } from '../../components/RouterLink';
import { useCachedQueryData } from './use-cached-query-data';

const appRoute = getRouteApi('/_app');

// The switcher paints from the query cache; TanStack Query's observer (about 3 KiB gzip), which keeps the
// list fetched, refetched when invalidated and retried, comes in the idle moment once the page's content
// has come: the search, results and low-cost pages have no other use for it in their first load.
const OrganizationsObserver = lazy(() => import('./OrganizationsObserver'));
// The queues' count in the navigation, and the query observer it needs, come then too.
const QueueCountBadge = lazy(() => import('./QueueCountBadge'));

// Stopping an impersonation is rare: its code comes when asked for.
const stopImpersonating = async (client: ComptoirAuthClient) =>
  (await import('../../auth/impersonation')).stopImpersonating(client);

function text(record: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The header's switcher, painted from the organizations' list in the query cache: the list arriving renders
 * the switcher, not the shell and the page.
 */
function CachedOrganizationSwitcher(props: Omit<OrganizationSwitcherProps, 'organizations'>) {
  const organizations = useCachedQueryData(userOrganizationsQuery().queryKey);
  return <OrganizationSwitcher organizations={organizations} {...props} />;
}

/**
 * The app area's frame: the shell with the session's user and organizations, the locator field that
 * retrieves a booking (`POST /flight/retrieve`) and opens its page (its ticket's when it has one ticketed
 * ticket), and the page. Switching
 * organization, stopping an impersonation and signing out go through better-auth, then drop what was
 * cached for the former identity and let the guards run again.
 */
export function AppLayout() {
  const { visitor, config } = appRoute.useRouteContext();
  const router = useRouter();
  const queryClient = useQueryClient();
  const currentPath = useRouterState({ select: (state) => state.location.pathname });
  // Asked for once the page is drawn, not once the observer's code is there (which then finds it fetched
  // or on its way), in a task of its own rather than in the one that runs the page's first effects (the
  // auth client's call is a sixth of it on a phone). A failure is the query cache's to report (its
  // toast), and the observer's to retry.
  useEffect(() => {
    const asking = setTimeout(() => {
      queryClient.query(userOrganizationsQuery()).catch(() => undefined);
    });
    return () => {
      clearTimeout(asking);
    };
  }, [queryClient]);
  const { session, user } = visitor;

  // Every cached answer belonged to the former identity: drop them all, then go home.
  const startOver = async (to: string) => {
    queryClient.removeQueries();
    await router.navigate({ href: to });
  };
  const switchOrganizationMutation = useAuthMutation((client, organizationId: string) =>
    switchOrganization(client, queryClient, router, organizationId),
  );
  const stopping = useRef(false);
  const stopImpersonatingMutation = useAuthMutation(stopImpersonating, {
    // Back where the admin was when the impersonation began.
    onSuccess: (returnTo) => startOver(returnTo),
  });
  const retrieve = useRetrieveReservation();
  const signOutMutation = useAuthMutation((client) =>
    signOut(client, queryClient, () => router.navigate({ href: AUTH_ROUTES.login })),
  );

  const retrieveAndOpen = async (locator: string) => {
    const reservation = await retrieve.mutateAsync(locator);
    await router.navigate({ href: retrievedRecordPath(reservation) });
  };

  if (session === null || user.kind === 'anonymous') return null;
  const shellUser: AppShellUser = {
    name: text(session.user, 'name') ?? text(session.user, 'email') ?? '',
    role: user.role,
    twoFactorEnabled: session.user.twoFactorEnabled === true,
  };
  const email = text(session.user, 'email');
  if (email !== undefined) shellUser.email = email;

  return (
    <>
      <AppShell
        user={shellUser}
        organizationSwitcher={
          <CachedOrganizationSwitcher
            activeOrganizationId={session.session.activeOrganizationId ?? null}
            onSwitchOrganization={(organizationId) => switchOrganizationMutation.mutate(organizationId)}
          />
        }
        currentPath={currentPath}
        isImpersonating={text(session.session, 'impersonatedBy') !== undefined}
        lowCostPluginEnabled={config.lowCostPluginEnabled}
        {...(config.appTitle === undefined ? {} : { appTitle: config.appTitle })}
        onSignOut={() => signOutMutation.mutate()}
        onStopImpersonating={() => {
          // A ref, not the mutation's state: two clicks in one frame both see it idle.
          if (stopping.current) return;
          stopping.current = true;
          stopImpersonatingMutation.mutate(undefined, {
            onSettled: () => {
              stopping.current = false;
            },
          });
        }}
        linkComponent={RouterLink}
        navigationBadges={{
          [APP_ROUTES.queues]: (
            <AfterContent>
              <Suspense fallback={null}>
                <QueueCountBadge />
              </Suspense>
            </AfterContent>
          ),
        }}
        headerTools={<LocatorRetrieveField onPrepare={prepareRetrieval} onRetrieve={retrieveAndOpen} />}
      >
        {/* A page of one organization is not a page of the next: once the active organization changes, the
        page mounts again, so its queries are the new organization's and none keeps the former's answers
        (a dropped query's observer would otherwise go on showing them). */}
        <Fragment key={session.session.activeOrganizationId ?? 'none'}>
          <Outlet />
        </Fragment>
      </AppShell>
      <AfterContent>
        <Suspense fallback={null}>
          <OrganizationsObserver />
        </Suspense>
      </AfterContent>
      <CommandBarLauncher
        role={user.role}
        lowCostPluginEnabled={config.lowCostPluginEnabled}
        findRecords={(text) => findRecords(queryClient, text)}
        onNavigate={(path) => void router.navigate({ href: path })}
        onSearch={(search) => void router.navigate({ to: '/result', search })}
        onRetrieve={(locator) => {
          prepareRetrieval();
          return retrieveAndOpen(locator);
        }}
      />
    </>
  );
}
