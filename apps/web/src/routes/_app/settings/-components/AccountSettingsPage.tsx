import { authClient, errorMessage } from '@comptoir/api';
import { AccountSettingsView } from '@comptoir/ui/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { forgetSession, switchOrganization } from '../../../../auth/actions';
import {
  activeMemberRoleQuery,
  fullOrganizationQuery,
  userOrganizationsQuery,
  userTeamsQuery,
} from '../../../../auth/queries';
import { queryState } from '../../../../queries/query-state';

const appRoute = getRouteApi('/_app');

/** A better-auth call whose failure reaches the view with the server's message. */
async function withMessage<Result>(call: Promise<Result>): Promise<Result> {
  try {
    return await call;
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  }
}

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
        (await withMessage(authClient().twoFactor.generateBackupCodes({ password }))).backupCodes
      }
      onDisableTwoFactor={async (password) => {
        await withMessage(authClient().twoFactor.disable({ password }));
        forgetSession(queryClient);
        await router.invalidate();
      }}
      onSendOtp={async () => {
        await withMessage(authClient().twoFactor.sendOtp());
      }}
      onVerifyOtp={async (code) => {
        await withMessage(authClient().twoFactor.verifyOtp({ code }));
      }}
      organizations={organizations.data ?? []}
      activeOrganizationId={organizationId}
      onSwitchOrganization={(id) => withMessage(switchOrganization(queryClient, router, id))}
      teams={queryState(teams)}
      organization={queryState(organization)}
    />
  );
}
