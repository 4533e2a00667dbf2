import { resetPasswordSearchSchema } from '@comptoir/flight-domain';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from './-components/ForgotPasswordPage';

export const Route = createFileRoute('/auth/forgot-password')({
  validateSearch: resetPasswordSearchSchema,
  component: ForgotPasswordPage,
});
