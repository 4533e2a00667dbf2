import { Checkbox, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface CheckboxFieldProps {
  /** The label beside the box; a click on it ticks the box as well. */
  children: ReactNode;
  /** Whether the box is ticked (controlled). */
  checked: boolean;
  /** Called with the box's new state: true when ticked. */
  onCheckedChange: (checked: boolean) => void;
  /** Classes of the label, e.g. its place in a grid. Default: none. */
  className?: string;
}

/**
 * A checkbox with its label, the two in one `<label>` so that either toggles it: a filter, an option, a
 * switch of a form. Radix's indeterminate state is never reported: the box is ticked or not.
 *
 * @example
 * <CheckboxField checked={draft.active} onCheckedChange={(active) => change({ active })}>
 *   Applies to offers
 * </CheckboxField>
 */
export function CheckboxField({ children, checked, onCheckedChange, className }: CheckboxFieldProps) {
  return (
    <Text as="label" size="2" className={className}>
      <Flex gap="2" align="center">
        <Checkbox
          checked={checked}
          onCheckedChange={(state) => {
            onCheckedChange(state === true);
          }}
        />
        {children}
      </Flex>
    </Text>
  );
}
