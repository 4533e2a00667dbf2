import { Callout, Link as RadixLink, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { AuthCard, PlainLink, type AuthLinkComponent } from '../AuthCard';
import { confirmPasswordError, emailError, newPasswordError } from '../auth-form-rules';
import { AccountEmailField, AuthForm, Field, useCheckedSubmit } from '../fields';
import { m } from '../../i18n/paraglide/messages.js';

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
  /**
   * Whether the e-mailed link came back refused (its token spent or expired): the page says so and asks
   * for a new one, unless the server's own refusal is shown. Default: `false`.
   */
  linkExpired?: boolean;
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
      label={m.auth_forgot_request_form()}
      submitLabel={requestSent ? m.auth_forgot_send_another() : m.auth_forgot_send()}
      pendingLabel={m.auth_sending()}
      isPending={isPending}
      onSubmit={() => submit([problem], () => onRequestReset(email.trim()))}
    >
      {requestSent ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>{m.auth_forgot_sent()}</Callout.Text>
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
      label={m.auth_reset_form()}
      submitLabel={m.auth_reset_submit()}
      pendingLabel={m.auth_saving()}
      isPending={isPending}
      onSubmit={() => submit(problems, () => onResetPassword(password))}
    >
      {(
        [
          [m.auth_reset_new_password(), password, setPassword, problems[0]],
          [m.auth_reset_repeat_password(), confirmation, setConfirmation, problems[1]],
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
  linkExpired = false,
  signInHref,
  linkComponent: Link = PlainLink,
}: ForgotPasswordViewProps) {
  const hasToken = token !== null && token !== '';
  return (
    <AuthCard
      slot="forgot-password-view"
      title={hasToken ? m.auth_reset_form() : m.auth_forgot_title()}
      description={hasToken ? m.auth_reset_description() : m.auth_forgot_description()}
      error={error ?? (linkExpired ? m.auth_reset_link_expired() : null)}
    >
      {passwordReset ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>{m.auth_reset_done()}</Callout.Text>
        </Callout.Root>
      ) : hasToken ? (
        <ResetForm onResetPassword={onResetPassword} isPending={isPending} />
      ) : (
        <RequestForm onRequestReset={onRequestReset} isPending={isPending} requestSent={requestSent} />
      )}
      <Text size="2" align="center">
        <RadixLink asChild>
          <Link href={signInHref}>{m.auth_back_to_sign_in()}</Link>
        </RadixLink>
      </Text>
    </AuthCard>
  );
}
