import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from './-components/LoginPage';
import { pageTitle } from '../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/auth/login')({
  head: pageTitle(m.auth_login_title),
  component: LoginPage,
});
