import { errorMessage, useAuthMutation } from '@comptoir/api';
import { AUTH_ROUTES, withRedirectParam } from '@comptoir/flight-domain';
import { ForgotPasswordView } from '@comptoir/ui/auth';
import { getRouteApi } from '@tanstack/react-router';
import { RouterLink } from '../../../components/RouterLink';

const forgotPasswordRoute = getRouteApi('/auth/forgot-password');

/**
 * /auth/forgot-password: asks better-auth to e-mail a reset link that comes back here with a token, then
 * sets the new password with it.
 */
export function ForgotPasswordPage() {
  const { redirect, token, error: linkError } = forgotPasswordRoute.useSearch();
  const requestReset = useAuthMutation((client, email: string) =>
    client.requestPasswordReset({
      email,
      redirectTo: `${window.location.origin}${withRedirectParam(AUTH_ROUTES.forgotPassword, redirect)}`,
    }),
  );
  const resetPassword = useAuthMutation((client, newPassword: string) =>
    client.resetPassword({ newPassword, token: token ?? '' }),
  );
  const failure = resetPassword.error ?? requestReset.error;
  return (
    <ForgotPasswordView
      token={token ?? null}
      onRequestReset={(email) => requestReset.mutate(email)}
      onResetPassword={(newPassword) => resetPassword.mutate(newPassword)}
      isPending={requestReset.isPending || resetPassword.isPending}
      requestSent={requestReset.isSuccess}
      passwordReset={resetPassword.isSuccess}
      error={failure ? errorMessage(failure) : null}
      linkExpired={linkError !== undefined}
      signInHref={withRedirectParam(AUTH_ROUTES.login, redirect)}
      linkComponent={RouterLink}
    />
  );
}
