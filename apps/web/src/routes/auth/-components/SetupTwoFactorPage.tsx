import { errorMessage, useAuthMutation } from '@comptoir/api';
import { SetupTwoFactorView } from '@comptoir/ui/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { forgetSession } from '../../../auth/actions';

/**
 * /auth/setup-2fa: enable with the password, scan, confirm with a first code; the page's guard then sends
 * the user to the redirect or /.
 */
export function SetupTwoFactorPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const enable = useAuthMutation((client, password: string) => client.twoFactor.enable({ password }));
  const confirm = useAuthMutation((client, code: string) => client.twoFactor.verifyTotp({ code }), {
    onSuccess: async () => {
      forgetSession(queryClient);
      await router.invalidate();
    },
  });
  const failure = confirm.error ?? enable.error;
  const enabled = enable.data !== undefined && 'totpURI' in enable.data ? enable.data : null;
  return (
    <SetupTwoFactorView
      onEnable={(password) => enable.mutate(password)}
      onConfirm={(code) => confirm.mutate(code)}
      setup={enabled ? { totpUri: enabled.totpURI, backupCodes: enabled.backupCodes } : null}
      isPending={enable.isPending || confirm.isPending}
      error={failure ? errorMessage(failure) : null}
    />
  );
}
