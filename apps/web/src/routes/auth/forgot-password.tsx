import { resetPasswordSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from './-components/ForgotPasswordPage';
import { pageTitle } from '../../page-title';

export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: resetPasswordSearchSchema,
  head: pageTitle('Forgot password'),
  component: ForgotPasswordPage,
});
