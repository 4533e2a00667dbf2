import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';

export interface ChoiceFieldProps {
  /** The field's visible label. */
  label: string;
  /** The chosen option's value, or '' while none is chosen (the placeholder shows). */
  value: string;
  /** The options, in the order shown. */
  options: readonly { readonly value: string; readonly label: string }[];
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** The validation message under the field. Default: none. */
  error?: string | undefined;
  /** Disables the select. Default: false. */
  disabled?: boolean;
}

/** A labelled Radix select that may start empty, with its validation message. */
export function ChoiceField({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  disabled = false,
}: ChoiceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1" className="min-w-0" data-slot="choice-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Select.Root value={value} onValueChange={onChange} disabled={disabled}>
        <Select.Trigger
          id={id}
          placeholder={placeholder}
          color={error === undefined ? undefined : 'red'}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : errorId}
        />
        <Select.Content position="popper">
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      {error === undefined ? null : (
        <Text id={errorId} data-slot="field-error" size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
