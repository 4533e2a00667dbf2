import { createFileRoute } from '@tanstack/react-router';
import { fullOrganizationQuery, userTeamsQuery } from '../../../auth/queries';
import { AccountSettingsPage } from './-components/AccountSettingsPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../../page-title';

/** /settings (SPEC §2), for everyone signed in: each block shows its own failure with a retry. */
export const Route = createFileRoute('/_app/settings/')({
  loader: async ({ context }) => {
    const organizationId = context.visitor.session?.session.activeOrganizationId ?? null;
    await Promise.allSettled([
      context.queryClient.query(userTeamsQuery(organizationId)),
      context.queryClient.query(fullOrganizationQuery(organizationId)),
    ]);
  },
  component: function AccountSettings() {
    usePageTitle(m.settings_title());
    return <AccountSettingsPage />;
  },
});
