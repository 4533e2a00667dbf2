import { createFileRoute } from '@tanstack/react-router';
import { SetupTwoFactorPage } from './-components/SetupTwoFactorPage';
import { pageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/setup-2fa')({
  head: pageTitle('Set up two-factor authentication'),
  component: SetupTwoFactorPage,
});
