import { Flex, Text } from '@radix-ui/themes';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useId } from 'react';
import { TWO_FACTOR_CODE_LENGTH } from './auth-form-rules';

// Apart from the other fields, so that the pages without a code (sign-in, password) do not load input-otp.

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
