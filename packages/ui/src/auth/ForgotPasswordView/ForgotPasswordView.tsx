import { Callout, Link as RadixLink, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { AuthCard, PlainLink, type AuthLinkComponent } from '../AuthCard';
import { confirmPasswordError, emailError, newPasswordError } from '../auth-form-rules';
import { AccountEmailField, AuthForm, Field, useCheckedSubmit } from '../fields';

export interface ForgotPasswordViewProps {
  /**
   * The reset token from the e-mailed link. Without one the page asks for the e-mail address; with one,
   * for the new password. Default: none.
   */
  token?: string | null;
  /** Asks for a reset link for this e-mail. */
  onRequestReset: (email: string) => void;
  /** Sets the new password with the token. */
  onResetPassword: (newPassword: string) => void;
  /** Whether the call is under way. Default: `false`. */
  isPending?: boolean;
  /** Whether the reset link was asked for (the page then says to check the inbox). Default: `false`. */
  requestSent?: boolean;
  /** Whether the new password was set. Default: `false`. */
  passwordReset?: boolean;
  /** The server's refusal, e.g. 'Invalid token'. Default: none. */
  error?: string | null;
  /** Where 'Back to sign in' leads. */
  signInHref: string;
  /** Renders the link (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AuthLinkComponent;
}

function RequestForm({
  onRequestReset,
  isPending,
  requestSent,
}: Pick<ForgotPasswordViewProps, 'onRequestReset'> & { isPending: boolean; requestSent: boolean }) {
  const [email, setEmail] = useState('');
  const { shown, submit } = useCheckedSubmit(isPending);
  const problem = emailError(email);
  return (
    <AuthForm
      label="Request a reset link"
      submitLabel={requestSent ? 'Send another link' : 'Send reset link'}
      pendingLabel="Sending…"
      isPending={isPending}
      onSubmit={() => submit([problem], () => onRequestReset(email.trim()))}
    >
      {requestSent ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>
            If this e-mail has an account, a reset link is on its way. Check your inbox.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <AccountEmailField value={email} onValueChange={setEmail} error={shown(problem)} />
    </AuthForm>
  );
}

function ResetForm({
  onResetPassword,
  isPending,
}: Pick<ForgotPasswordViewProps, 'onResetPassword'> & { isPending: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { shown, submit } = useCheckedSubmit(isPending);
  const problems = [newPasswordError(password), confirmPasswordError(password, confirmation)] as const;
  return (
    <AuthForm
      label="Set a new password"
      submitLabel="Set new password"
      pendingLabel="Saving…"
      isPending={isPending}
      onSubmit={() => submit(problems, () => onResetPassword(password))}
    >
      {(
        [
          ['New password', password, setPassword, problems[0]],
          ['Repeat the new password', confirmation, setConfirmation, problems[1]],
        ] as const
      ).map(([label, value, setValue, problem]) => (
        <Field
          key={label}
          label={label}
          type="password"
          autoComplete="new-password"
          value={value}
          onValueChange={setValue}
          error={shown(problem)}
        />
      ))}
    </AuthForm>
  );
}

/**
 * /auth/forgot-password: asks for a reset link by e-mail, then, from the link (its token), sets a new
 * password.
 */
export function ForgotPasswordView({
  token = null,
  onRequestReset,
  onResetPassword,
  isPending = false,
  requestSent = false,
  passwordReset = false,
  error = null,
  signInHref,
  linkComponent: Link = PlainLink,
}: ForgotPasswordViewProps) {
  const hasToken = token !== null && token !== '';
  return (
    <AuthCard
      slot="forgot-password-view"
      title={hasToken ? 'Set a new password' : 'Reset your password'}
      description={
        hasToken
          ? 'Choose a new password for your account.'
          : 'Enter your e-mail address and we will send you a link to reset your password.'
      }
      error={error}
    >
      {passwordReset ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>Your password is changed. Sign in with the new one.</Callout.Text>
        </Callout.Root>
      ) : hasToken ? (
        <ResetForm onResetPassword={onResetPassword} isPending={isPending} />
      ) : (
        <RequestForm onRequestReset={onRequestReset} isPending={isPending} requestSent={requestSent} />
      )}
      <Text size="2" align="center">
        <RadixLink asChild>
          <Link href={signInHref}>Back to sign in</Link>
        </RadixLink>
      </Text>
    </AuthCard>
  );
}
