import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from './-components/LoginPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/login')({
  component: function Login() {
    usePageTitle(m.auth_login_title());
    return <LoginPage />;
  },
});
