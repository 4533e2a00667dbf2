import { useId } from 'react';
import { OptionSelect } from '../OptionSelect/OptionSelect';
import { FieldFrame } from './FieldFrame';

export interface SelectFieldProps<Value extends string> {
  /** The field's visible label. */
  label: string;
  /** The chosen option's value (controlled), or '' while none is chosen (with a `placeholder`). */
  value: Value | '';
  /** The options, in the order shown. */
  options: readonly { readonly value: Value; readonly label: string }[];
  /** Called with the chosen option's value. */
  onChange: (value: Value) => void;
  /** Shown while nothing is chosen. Default: none. */
  placeholder?: string;
  /** The validation message under the field; the trigger is marked invalid while there is one. Default: none. */
  error?: string | undefined;
  /** Radix size of the trigger. Default '2'. */
  size?: '1' | '2' | '3';
  /** Whether the select is disabled. Default `false`. */
  disabled?: boolean;
}

/** A labelled Radix select (loaded on use, {@link OptionSelect}) over a fixed list of options, which may start empty, with its validation message. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  size = '2',
  disabled = false,
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} slot="select-field" error={error}>
      <OptionSelect
        size={size}
        value={value}
        options={options}
        disabled={disabled}
        onValueChange={(next) => {
          const option = options.find((candidate) => candidate.value === next);
          if (option !== undefined) onChange(option.value);
        }}
        position="popper"
        id={id}
        placeholder={placeholder}
        color={error === undefined ? undefined : 'red'}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
      />
    </FieldFrame>
  );
}
