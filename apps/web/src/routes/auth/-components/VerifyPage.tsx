import { errorMessage, useAuthMutation, type ComptoirAuthClient } from '@comptoir/api';
import { AUTH_ROUTES, postSignInDestination, withRedirectParam } from '@comptoir/flight-domain';
import { VerifyView, type VerifyMethod } from '@comptoir/ui/auth';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { forgetSession } from '../../../auth/actions';
import { RouterLink } from '../../../components/RouterLink';
import { useNextPageCodeWhenIdle } from '../../../next-page-code';

const authRoute = getRouteApi('/auth');

function verify({ twoFactor }: ComptoirAuthClient, { method, code }: { method: VerifyMethod; code: string }) {
  switch (method) {
    case 'totp':
      return twoFactor.verifyTotp({ code });
    case 'otp':
      return twoFactor.verifyOtp({ code });
    case 'backup':
      return twoFactor.verifyBackupCode({ code });
  }
}

/** /auth/verify: the second step of signing in, then on to the redirect (sanitized) or /. */
export function VerifyPage() {
  const { redirect } = authRoute.useSearch();
  const router = useRouter();
  const destination = postSignInDestination(redirect);
  useNextPageCodeWhenIdle([destination]);
  const queryClient = useQueryClient();
  const verification = useAuthMutation(verify, {
    onSuccess: async () => {
      forgetSession(queryClient);
      await router.navigate({ href: destination, replace: true });
    },
  });
  const sendCode = useAuthMutation((client) => client.twoFactor.sendOtp());
  const failure = verification.error ?? sendCode.error;
  return (
    <VerifyView
      onVerify={(input) => verification.mutate(input)}
      onSendEmailCode={() => sendCode.mutate()}
      isPending={verification.isPending}
      isSendingEmailCode={sendCode.isPending}
      emailCodeSent={sendCode.isSuccess}
      error={failure ? errorMessage(failure) : null}
      signInHref={withRedirectParam(AUTH_ROUTES.login, redirect)}
      linkComponent={RouterLink}
    />
  );
}
