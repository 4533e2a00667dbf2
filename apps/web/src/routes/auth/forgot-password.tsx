import { resetPasswordSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from './-components/ForgotPasswordPage';
import { pageTitle } from '../../page-title';
import { m } from '@comptoir/ui/i18n/messages';

export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: resetPasswordSearchSchema,
  head: pageTitle(m.title_forgot_password),
  component: ForgotPasswordPage,
});
