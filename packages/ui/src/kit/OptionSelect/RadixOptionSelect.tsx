import { Select } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import type { OptionSelectProps } from './OptionSelect';

interface RadixOptionSelectProps extends OptionSelectProps {
  /** Open at once: the trigger was pressed before this module had loaded. */
  defaultOpen: boolean;
  /** Take the focus at once: the trigger had it when this module arrived and replaced it. */
  focusOnMount: boolean;
}

/** {@link OptionSelect} once its code has loaded: Radix Themes' select. */
export default function RadixOptionSelect({
  value,
  options,
  onValueChange,
  placeholder,
  size = '2',
  disabled = false,
  position,
  defaultOpen,
  focusOnMount,
  ...trigger
}: RadixOptionSelectProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Select.Root
      size={size}
      value={value}
      disabled={disabled}
      defaultOpen={defaultOpen}
      onValueChange={onValueChange}
    >
      <Select.Trigger ref={triggerRef} {...trigger} {...(placeholder === undefined ? {} : { placeholder })} />
      <Select.Content {...(position === undefined ? {} : { position })}>
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
