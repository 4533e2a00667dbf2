import { Select } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import type { OptionSelectProps } from './OptionSelect';

interface RadixOptionSelectProps extends Omit<OptionSelectProps, 'loadSelect'> {
  /** Open at once: the trigger was pressed before this module had loaded. */
  defaultOpen: boolean;
  /** Take the focus at once: the trigger had it when this module arrived and replaced it. */
  focusOnMount: boolean;
}

/**
 * Radix gives the focus back to the trigger when the list closes, a moment later. A choice that starts a
 * write may have disabled the trigger meanwhile (a role cell, while the change is on its way), and a
 * disabled button cannot take the focus, which fell to the page: the trigger takes it once enabled again,
 * unless something else has taken it by then.
 */
function returnFocusOnceEnabled(trigger: HTMLButtonElement | null, event: Event) {
  if (!trigger?.disabled) return; // Radix's own return
  event.preventDefault();
  const observer = new MutationObserver(() => {
    if (trigger.disabled) return;
    observer.disconnect();
    const focused = trigger.ownerDocument.activeElement;
    if (focused === null || focused === trigger.ownerDocument.body) trigger.focus({ preventScroll: true });
  });
  observer.observe(trigger, { attributes: true, attributeFilter: ['disabled'] });
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
  // Opened, the list takes the focus and gives it back to the trigger when it closes, as Radix's own does.
  useEffect(() => {
    if (focusOnMount && !defaultOpen) triggerRef.current?.focus();
  }, [focusOnMount, defaultOpen]);
  return (
    <Select.Root
      size={size}
      value={value}
      disabled={disabled}
      defaultOpen={defaultOpen}
      onValueChange={onValueChange}
    >
      <Select.Trigger ref={triggerRef} {...trigger} {...(placeholder === undefined ? {} : { placeholder })} />
      <Select.Content
        {...(position === undefined ? {} : { position })}
        onCloseAutoFocus={(event) => {
          returnFocusOnceEnabled(triggerRef.current, event);
        }}
      >
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
