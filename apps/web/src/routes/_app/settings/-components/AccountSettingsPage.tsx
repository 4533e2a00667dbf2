import { authClient } from '@comptoir/api';
import { AccountSettingsView } from '@comptoir/ui/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { forgetSession, switchOrganization, withServerMessage } from '../../../../auth/actions';
import {
  activeMemberRoleQuery,
  fullOrganizationQuery,
  userOrganizationsQuery,
  userTeamsQuery,
} from '../../../../auth/queries';
import { queryState } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

function text(record: Readonly<Record<string, unknown>>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value : '';
}

/**
 * /settings: the session's user, two-factor through better-auth (turning it off forgets the session, so
 * the guards send the user to set it up again, SPEC §2), and the organizations: switching drops every
 * cached answer of the former one.
 */
export function AccountSettingsPage() {
  const { visitor } = appRoute.useRouteContext();
  const router = useRouter();
  const queryClient = useQueryClient();
  const organizationId = visitor.session?.session.activeOrganizationId ?? null;
  const memberRole = useQuery(activeMemberRoleQuery(organizationId));
  const organizations = useQuery(userOrganizationsQuery());
  const teams = useQuery(userTeamsQuery(organizationId));
  const organization = useQuery(fullOrganizationQuery(organizationId));
  const user = visitor.session?.user ?? {};

  return (
    <AccountSettingsView
      profile={{
        name: text(user, 'name'),
        email: text(user, 'email'),
        platformRole: text(user, 'role') || 'user',
        organizationRole: memberRole.data ?? null,
      }}
      onRegenerateBackupCodes={async (password) =>
        (await withServerMessage((await authClient()).twoFactor.generateBackupCodes({ password })))
          .backupCodes
      }
      onDisableTwoFactor={async (password) => {
        await withServerMessage((await authClient()).twoFactor.disable({ password }));
        forgetSession(queryClient);
        await router.invalidate();
      }}
      onSendOtp={async () => {
        await withServerMessage((await authClient()).twoFactor.sendOtp());
      }}
      onVerifyOtp={async (code) => {
        await withServerMessage((await authClient()).twoFactor.verifyOtp({ code }));
      }}
      organizations={organizations.data ?? []}
      activeOrganizationId={organizationId}
      onSwitchOrganization={(id) => withServerMessage(switchOrganization(queryClient, router, id))}
      teams={queryState(teams)}
      organization={queryState(organization)}
    />
  );
}
