import { createFileRoute } from '@tanstack/react-router';
import { SetupTwoFactorPage } from './-components/SetupTwoFactorPage';
import { pageTitle } from '../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/auth/setup-2fa')({
  head: pageTitle(m.auth_setup_title),
  component: SetupTwoFactorPage,
});
