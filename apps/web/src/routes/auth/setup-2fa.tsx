import { createFileRoute } from '@tanstack/react-router';
import { SetupTwoFactorPage } from './-components/SetupTwoFactorPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/setup-2fa')({
  component: function SetupTwoFactor() {
    usePageTitle(m.auth_setup_title());
    return <SetupTwoFactorPage />;
  },
});
