import { Link as RadixLink, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { AuthCard, PlainLink, type AuthLinkComponent } from '../AuthCard';
import { emailError, passwordError } from '../auth-form-rules';
import { AccountEmailField, AuthForm, CurrentPasswordField, useCheckedSubmit } from '../fields';
import { m } from '../../i18n/paraglide/messages.js';

/** What the sign-in form sends. */
export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginViewProps {
  /** Called with the e-mail (trimmed) and password once both pass the form's checks. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** Whether the sign-in call is under way: the button shows it and the form cannot be sent twice. Default: `false`. */
  isPending?: boolean;
  /** The server's refusal, e.g. 'Invalid email or password'. Default: none. */
  error?: string | null;
  /** Where 'Forgot password?' leads (the forgot-password page, carrying the redirect). */
  forgotPasswordHref: string;
  /** Renders the link (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AuthLinkComponent;
  /** The e-mail the form starts with. Default: empty. */
  defaultEmail?: string;
}

/**
 * /auth/login: e-mail and password. What follows (the two-factor step, the set-up of two-factor, the
 * page asked for) is the app's to decide; the view only collects and checks the two fields.
 */
export function LoginView({
  onSubmit,
  isPending = false,
  error = null,
  forgotPasswordHref,
  linkComponent: Link = PlainLink,
  defaultEmail = '',
}: LoginViewProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const { shown, submit } = useCheckedSubmit(isPending);
  const errors = { email: emailError(email), password: passwordError(password) };

  return (
    <AuthCard
      slot="login-view"
      title={m.auth_login_title()}
      description={m.auth_login_description()}
      error={error}
    >
      <AuthForm
        label={m.auth_login_title()}
        submitLabel={m.auth_login_submit()}
        pendingLabel={m.auth_login_pending()}
        isPending={isPending}
        onSubmit={() =>
          submit([errors.email, errors.password], () => onSubmit({ email: email.trim(), password }))
        }
        footer={
          <Text size="2" align="center">
            <RadixLink asChild>
              <Link href={forgotPasswordHref}>{m.auth_login_forgot_password()}</Link>
            </RadixLink>
          </Text>
        }
      >
        <AccountEmailField value={email} onValueChange={setEmail} error={shown(errors.email)} />
        <CurrentPasswordField value={password} onValueChange={setPassword} error={shown(errors.password)} />
      </AuthForm>
    </AuthCard>
  );
}
