import { Button, Flex, Text } from '@radix-ui/themes';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useId, useState, type ReactNode } from 'react';
import { FormStack } from '../kit/FormFields/FormStack';
import { TextInputField, type TextInputFieldProps } from '../kit/FormFields/TextInputField';
import { TWO_FACTOR_CODE_LENGTH } from './auth-form-rules';

/** The auth pages' text field: the shared TextInputField at the larger size their cards use. */
export function Field(props: TextInputFieldProps) {
  return <TextInputField size="3" {...props} />;
}

interface CodeFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  /** Called once every digit is typed. */
  onComplete?: () => void;
}

/** A six-digit code, one box per digit (input-otp keeps one real input for typing, pasting and autofill). */
export function CodeField({ label, value, onValueChange, error, disabled, onComplete }: CodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1" data-slot="code-field">
      <Text as="label" size="2" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <OTPInput
        id={id}
        maxLength={TWO_FACTOR_CODE_LENGTH}
        pattern={REGEXP_ONLY_DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={onValueChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        containerClassName="flex items-center gap-2"
        {...(onComplete ? { onComplete } : {})}
        render={({ slots }) =>
          slots.map((slot, index) => (
            <div
              // The slots are a fixed row of six: their index is their identity.
              key={index}
              data-slot="code-digit"
              data-active={slot.isActive}
              className={`flex h-11 w-10 items-center justify-center rounded-(--radius-2) border text-lg font-medium ${
                error ? 'border-(--red-8)' : slot.isActive ? 'border-(--accent-9)' : 'border-(--gray-a7)'
              } ${slot.isActive ? 'outline-2 outline-(--focus-8)' : ''}`}
            >
              {slot.char}
            </div>
          ))
        }
      />
      {error ? (
        <Text id={errorId} size="1" color="red" data-slot="field-error">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
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
