import { authKeys, useAuthMutation } from '@comptoir/api';
import { changeLocale, currentLocale, type Locale } from '@comptoir/ui/i18n';
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
  const regenerateBackupCodes = useAuthMutation((client, password: string) =>
    client.twoFactor.generateBackupCodes({ password }),
  );
  const disableTwoFactor = useAuthMutation(
    (client, password: string) => client.twoFactor.disable({ password }),
    {
      onSuccess: async () => {
        forgetSession(queryClient);
        await router.invalidate();
      },
    },
  );
  const sendOtp = useAuthMutation((client) => client.twoFactor.sendOtp());
  const verifyOtp = useAuthMutation((client, code: string) => client.twoFactor.verifyOtp({ code }));
  // better-auth's own profile update; the session cached is no longer the user's, and the interface
  // switches at once rather than at the next navigation (the router's heads too: the page's title).
  const changeLanguage = useAuthMutation((client, language: Locale) => client.updateUser({ language }), {
    onSuccess: async (_, language) => {
      changeLocale(language);
      await queryClient.invalidateQueries({ queryKey: authKeys.session() });
      await router.invalidate();
    },
  });
  const switchTo = useAuthMutation((client, id: string) =>
    switchOrganization(client, queryClient, router, id),
  );

  return (
    <AccountSettingsView
      profile={{
        name: text(user, 'name'),
        email: text(user, 'email'),
        platformRole: text(user, 'role') || 'user',
        organizationRole: memberRole.data ?? null,
      }}
      onRegenerateBackupCodes={async (password) =>
        (await regenerateBackupCodes.mutateAsync(password)).backupCodes
      }
      onDisableTwoFactor={async (password) => {
        await disableTwoFactor.mutateAsync(password);
      }}
      onSendOtp={async () => {
        await sendOtp.mutateAsync();
      }}
      onVerifyOtp={async (code) => {
        await verifyOtp.mutateAsync(code);
      }}
      // The user's language, which the guard applied (and a change applies at once).
      language={currentLocale()}
      onChangeLanguage={async (language) => {
        await changeLanguage.mutateAsync(language);
      }}
      organizations={organizations.data ?? []}
      activeOrganizationId={organizationId}
      onSwitchOrganization={(id) => switchTo.mutateAsync(id)}
      teams={queryState(teams)}
      organization={queryState(organization)}
    />
  );
}
