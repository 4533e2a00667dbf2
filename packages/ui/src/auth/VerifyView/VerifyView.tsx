import { Button, Flex, Link as RadixLink, SegmentedControl, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { AuthCard, PlainLink, type AuthLinkComponent } from '../AuthCard';
import { backupCodeError, codeError } from '../auth-form-rules';
import { CodeField } from '../code-field';
import { AuthForm, Field } from '../fields';
import { m } from '../../i18n/paraglide/messages.js';

/** The three ways to pass the two-factor step. */
const VERIFY_METHODS = ['totp', 'otp', 'backup'] as const;

/** A way to pass the two-factor step: authenticator app, e-mail code or backup code. */
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

const METHOD_LABELS: Record<VerifyMethod, () => string> = {
  totp: m.auth_verify_method_app,
  otp: m.auth_verify_method_email,
  backup: m.auth_verify_method_backup,
};

/** The label of the six-digit field, by where the code comes from. */
const CODE_FIELD_LABELS: Record<Exclude<VerifyMethod, 'backup'>, () => string> = {
  totp: m.auth_code_from_app,
  otp: m.auth_code_from_email,
};

export interface VerifyViewProps {
  /** Called with the method and the code once the code passes the form's checks. */
  onVerify: (verification: { method: VerifyMethod; code: string }) => void;
  /** Asks the server to e-mail a code. */
  onSendEmailCode: () => void;
  /** Whether the verification call is under way. Default: `false`. */
  isPending?: boolean;
  /** Whether the e-mail code is being sent. Default: `false`. */
  isSendingEmailCode?: boolean;
  /** Whether an e-mail code was sent (the button then offers to send another). Default: `false`. */
  emailCodeSent?: boolean;
  /** The server's refusal, e.g. 'Invalid code'. Default: none. */
  error?: string | null;
  /** The method shown first. Default: `'totp'`. */
  defaultMethod?: VerifyMethod;
  /** Where 'Use another account' leads (the sign-in page). */
  signInHref: string;
  /** Renders the link (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AuthLinkComponent;
}

/**
 * /auth/verify: the second step of signing in, with a code from the authenticator app, a code sent by
 * e-mail, or one of the backup codes. Switching method keeps what was typed in each.
 */
export function VerifyView({
  onVerify,
  onSendEmailCode,
  isPending = false,
  isSendingEmailCode = false,
  emailCodeSent = false,
  error = null,
  defaultMethod = 'totp',
  signInHref,
  linkComponent: Link = PlainLink,
}: VerifyViewProps) {
  const [method, setMethod] = useState<VerifyMethod>(defaultMethod);
  const [codes, setCodes] = useState<Record<VerifyMethod, string>>({ totp: '', otp: '', backup: '' });
  const [submitted, setSubmitted] = useState<Record<VerifyMethod, boolean>>({
    totp: false,
    otp: false,
    backup: false,
  });
  const code = codes[method];
  const problem = method === 'backup' ? backupCodeError(code) : codeError(code);
  const shownProblem = submitted[method] ? problem : null;
  const setCode = (value: string) => setCodes((current) => ({ ...current, [method]: value }));

  const submit = () => {
    setSubmitted((current) => ({ ...current, [method]: true }));
    if (problem || isPending) return;
    onVerify({ method, code: code.trim() });
  };

  return (
    <AuthCard
      slot="verify-view"
      title={m.auth_verify_title()}
      description={m.auth_verify_description()}
      error={error}
    >
      <SegmentedControl.Root
        value={method}
        onValueChange={(value) => setMethod(value as VerifyMethod)}
        aria-label={m.auth_verify_methods()}
        // Size 1 at every width: the three methods' equal segments then fit the 420 px card (and the
        // phone's narrower one) with room to spare, as the MethodsFit stories measure.
        size="1"
        className="w-full"
      >
        {VERIFY_METHODS.map((candidate) => (
          <SegmentedControl.Item key={candidate} value={candidate}>
            {METHOD_LABELS[candidate]()}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
      <AuthForm
        label={m.auth_verify_submit()}
        submitLabel={m.auth_verify_submit()}
        pendingLabel={m.auth_verify_pending()}
        isPending={isPending}
        onSubmit={submit}
        footer={
          <Text size="2" align="center">
            <RadixLink asChild>
              <Link href={signInHref}>{m.auth_verify_other_account()}</Link>
            </RadixLink>
          </Text>
        }
      >
        {method === 'otp' ? (
          <Flex direction="column" gap="2" align="start">
            <Text as="p" size="2" color="gray">
              {emailCodeSent ? m.auth_verify_email_sent() : m.auth_verify_email_will_send()}
            </Text>
            <Button type="button" variant="soft" disabled={isSendingEmailCode} onClick={onSendEmailCode}>
              {isSendingEmailCode
                ? m.auth_sending()
                : emailCodeSent
                  ? m.auth_verify_send_new_code()
                  : m.auth_verify_send_code()}
            </Button>
          </Flex>
        ) : null}
        {method === 'backup' ? (
          <Field
            label={m.auth_backup_code_label()}
            autoComplete="off"
            spellCheck={false}
            value={code}
            onValueChange={setCode}
            error={shownProblem}
          />
        ) : (
          // A field of its own per method (the key), as each keeps its own code.
          <CodeField
            key={method}
            label={CODE_FIELD_LABELS[method]()}
            value={code}
            onValueChange={setCode}
            error={shownProblem}
            disabled={isPending}
          />
        )}
      </AuthForm>
    </AuthCard>
  );
}
