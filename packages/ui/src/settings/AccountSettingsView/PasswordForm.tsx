import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { TextInputField } from '../../kit/FormFields/TextInputField';
import { ErrorCallout } from '../../kit/ErrorCallout/ErrorCallout';
import { m } from '../../i18n/paraglide/messages.js';

export interface PasswordFormProps {
  /** The form's accessible name and its button's words, e.g. "Regenerate backup codes". */
  label: string;
  /** What sending it does, shown above the field. */
  description: string;
  /** The button's words while the password is on its way, e.g. "Regenerating…". */
  pendingLabel: string;
  /** Red for what lowers the account's protection. Default: the accent. */
  tone?: 'accent' | 'danger';
  /**
   * The form's call (a `useSubmission`): whether it is on its way, the server's refusal (e.g. 'Invalid
   * password') and how to send the password.
   */
  submission: { pending: boolean; error: string | null; submit: (password: string) => void };
}

/** A form that asks for the user's password before a change to their two-factor protection. */
export function PasswordForm({
  label,
  description,
  pendingLabel,
  tone = 'accent',
  submission: { pending, error, submit },
}: PasswordFormProps) {
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = checked && password === '' ? m.settings_password_required() : null;
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (password === '' || pending) return;
        submit(password);
      }}
    >
      <Flex direction="column" gap="2" align="start">
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
        <Flex gap="2" align="end" wrap="wrap" width="100%">
          <div className="w-full max-w-xs">
            <TextInputField
              label={m.settings_password_current()}
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              error={problem}
            />
          </div>
          <Button
            type="submit"
            loading={pending}
            aria-busy={pending}
            {...(tone === 'danger' ? { color: 'red', highContrast: true } : {})}
          >
            {pending ? pendingLabel : label}
          </Button>
        </Flex>
        <ErrorCallout message={error} size="1" />
      </Flex>
    </form>
  );
}
