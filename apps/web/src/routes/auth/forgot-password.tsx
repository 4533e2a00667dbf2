import { resetPasswordSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from './-components/ForgotPasswordPage';
import { m } from '@comptoir/ui/i18n/messages';
import { usePageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: resetPasswordSearchSchema,
  component: function ForgotPassword() {
    usePageTitle(m.page_title_forgot_password());
    return <ForgotPasswordPage />;
  },
});
