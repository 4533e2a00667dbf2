import { TextField } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextInputFieldProps extends Omit<
  ComponentProps<typeof TextField.Root>,
  'value' | 'onChange' | 'children'
> {
  /** The field's visible label. */
  label: string;
  /** The text (controlled). */
  value: string;
  /** Called with the new text on every keystroke. */
  onValueChange: (value: string) => void;
  /** The validation message under the field; the field is marked invalid while there is one. */
  error?: string | null | undefined;
  /** A short help text under the field, read with it by screen readers. */
  hint?: string | undefined;
}

/**
 * A labelled text field with its hint and validation message, both tied to the input with
 * `aria-describedby`. Other props go to Radix's `TextField.Root`; browser autofill is off unless
 * `autoComplete` says otherwise (staff type other people's details).
 */
export function TextInputField({ label, value, onValueChange, error, hint, ...props }: TextInputFieldProps) {
  const id = useId();
  const hasError = error !== null && error !== undefined && error !== '';
  const describedBy = [hint === undefined ? '' : `${id}-hint`, hasError ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldFrame
      id={id}
      label={label}
      slot="text-input-field"
      hint={hint}
      error={hasError ? error : undefined}
    >
      <TextField.Root
        id={id}
        autoComplete="off"
        value={value}
        color={hasError ? 'red' : undefined}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
        {...props}
      />
    </FieldFrame>
  );
}
