import { Button } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { FormStack } from '../kit/FormFields/FormStack';
import { TextInputField, type TextInputFieldProps } from '../kit/FormFields/TextInputField';
import { m } from '../i18n/paraglide/messages.js';

/** The auth pages' text field: the shared TextInputField at the larger size their cards use. */
export function Field(props: TextInputFieldProps) {
  return <TextInputField size="3" {...props} />;
}

type FieldValueProps = Pick<TextInputFieldProps, 'value' | 'onValueChange' | 'error'>;

/** The account's e-mail, as password managers know it (their username). */
export function AccountEmailField(props: FieldValueProps) {
  return <Field label={m.auth_email_label()} type="email" autoComplete="username" {...props} />;
}

/** The password the account has now. */
export function CurrentPasswordField(props: FieldValueProps) {
  return <Field label={m.auth_password_label()} type="password" autoComplete="current-password" {...props} />;
}

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text, and its text while the call is under way. */
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called on submit (the default is prevented). */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
  /** What follows the button (a link). */
  footer?: ReactNode;
}

/** The skeleton every auth form shares: its fields, one submit button that shows the pending call. */
export function AuthForm({
  label,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  children,
  footer,
}: AuthFormProps) {
  return (
    <FormStack label={label} onSubmit={onSubmit}>
      {children}
      <Button type="submit" size="3" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
      {footer}
    </FormStack>
  );
}

/**
 * The rule every auth form follows: no message before the first attempt, then every check's message;
 * the call is made only when all checks pass and none is under way.
 */
export function useCheckedSubmit(isPending: boolean) {
  const [submitted, setSubmitted] = useState(false);
  return {
    shown: (message: string | null) => (submitted ? message : null),
    submit: (problems: readonly (string | null)[], send: () => void) => {
      setSubmitted(true);
      if (isPending || problems.some((problem) => problem !== null)) return;
      send();
    },
  };
}
