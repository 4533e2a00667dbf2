import { authClient, errorMessage, useAuthMutation } from '@comptoir/api';
import { AUTH_ROUTES, withRedirectParam } from '@comptoir/flight-domain';
import { LoginView, type LoginCredentials } from '@comptoir/ui/auth';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { forgetSession, noSessionUntilVerified } from '../../../auth/actions';
import { RouterLink } from '../../../components/RouterLink';
import { useNextPageCodeWhenIdle } from '../../../next-page-code';

const authRoute = getRouteApi('/auth');

/** better-auth's client, which signing in loads: fetched while the page is idle, not once the button is pressed. */
const loadAuthClient = () => {
  authClient().catch(() => undefined);
};

/**
 * /auth/login: a two-factor user goes on to /auth/verify; anyone else is signed in, and the page's guard
 * sends them where the redirect rules say (/auth/setup-2fa for a user without two-factor).
 */
export function LoginPage() {
  const { redirect } = authRoute.useSearch();
  const router = useRouter();
  useNextPageCodeWhenIdle([AUTH_ROUTES.verify], loadAuthClient);
  const queryClient = useQueryClient();
  const signIn = useAuthMutation(
    (client, credentials: LoginCredentials) => client.signIn.email(credentials),
    {
      onSuccess: async (answer) => {
        if ('twoFactorRedirect' in answer && answer.twoFactorRedirect === true) {
          noSessionUntilVerified(queryClient);
          await router.navigate({ href: withRedirectParam(AUTH_ROUTES.verify, redirect) });
          return;
        }
        forgetSession(queryClient);
        await router.invalidate();
      },
    },
  );
  return (
    <LoginView
      onSubmit={(credentials) => signIn.mutate(credentials)}
      isPending={signIn.isPending}
      error={signIn.error ? errorMessage(signIn.error) : null}
      forgotPasswordHref={withRedirectParam(AUTH_ROUTES.forgotPassword, redirect)}
      linkComponent={RouterLink}
    />
  );
}
