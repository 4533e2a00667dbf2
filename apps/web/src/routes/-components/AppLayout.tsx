import { prepareRetrieval, useRetrieveReservation } from '@comptoir/api';
import { AUTH_ROUTES, retrievedRecordPath } from '@comptoir/flight-domain';
import { AppShell, type AppShellUser } from '@comptoir/ui/kit';
import { LocatorRetrieveField } from '@comptoir/ui/records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { signOut, switchOrganization } from '../../auth/actions';
import { stopImpersonating } from '../../auth/impersonation';
import { userOrganizationsQuery } from '../../auth/queries';
import { Fragment, useRef } from 'react';
import { RouterLink } from '../../components/RouterLink';

const appRoute = getRouteApi('/_app');

function text(record: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
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
  const organizations = useQuery(userOrganizationsQuery());
  const { session, user } = visitor;

  // Every cached answer belonged to the former identity: drop them all, then go home.
  const startOver = async (to: string) => {
    queryClient.removeQueries();
    await router.navigate({ href: to });
  };
  const switchOrganizationMutation = useMutation({
    mutationFn: (organizationId: string) => switchOrganization(queryClient, router, organizationId),
  });
  const stopping = useRef(false);
  const stopImpersonatingMutation = useMutation({
    mutationFn: stopImpersonating,
    // Back where the admin was when the impersonation began.
    onSuccess: (returnTo) => startOver(returnTo),
  });
  const retrieve = useRetrieveReservation();
  const signOutMutation = useMutation({
    mutationFn: () => signOut(queryClient, () => router.navigate({ href: AUTH_ROUTES.login })),
  });

  if (session === null || user.kind === 'anonymous') return null;
  const shellUser: AppShellUser = {
    name: text(session.user, 'name') ?? text(session.user, 'email') ?? '',
    role: user.role,
    twoFactorEnabled: session.user.twoFactorEnabled === true,
  };
  const email = text(session.user, 'email');
  if (email !== undefined) shellUser.email = email;

  return (
    <AppShell
      user={shellUser}
      organizations={organizations.data ?? []}
      activeOrganizationId={session.session.activeOrganizationId ?? null}
      currentPath={currentPath}
      isImpersonating={text(session.session, 'impersonatedBy') !== undefined}
      lowCostPluginEnabled={config.lowCostPluginEnabled}
      {...(config.appTitle === undefined ? {} : { appTitle: config.appTitle })}
      onSwitchOrganization={(organizationId) => switchOrganizationMutation.mutate(organizationId)}
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
      headerTools={
        <LocatorRetrieveField
          onPrepare={prepareRetrieval}
          onRetrieve={async (locator) => {
            const reservation = await retrieve.mutateAsync(locator);
            await router.navigate({ href: retrievedRecordPath(reservation) });
          }}
        />
      }
    >
      {/* A page of one organization is not a page of the next: once the active organization changes, the
      page mounts again, so its queries are the new organization's and none keeps the former's answers
      (a dropped query's observer would otherwise go on showing them). */}
      <Fragment key={session.session.activeOrganizationId ?? 'none'}>
        <Outlet />
      </Fragment>
    </AppShell>
  );
}
