import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';

export interface SelectFieldProps<Value extends string> {
  /** The field's visible label. */
  label: string;
  /** The chosen option's value (controlled). */
  value: Value;
  /** The options, in the order shown. */
  options: readonly { readonly value: Value; readonly label: string }[];
  /** Called with the chosen option's value. */
  onChange: (value: Value) => void;
  /** Radix size of the trigger. Default '2'. */
  size?: '1' | '2' | '3';
  /** Whether the select is disabled. Default `false`. */
  disabled?: boolean;
}

/** A labelled Radix select over a fixed list of options. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  size = '2',
  disabled = false,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" className="min-w-0" data-slot="select-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <Select.Root
        size={size}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option !== undefined) onChange(option.value);
        }}
      >
        <Select.Trigger id={id} />
        <Select.Content position="popper">
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
