import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface FieldFrameProps {
  /** The id of the control the label names; the hint and the message take `${id}-hint` and `${id}-error`. */
  id: string;
  /** The field's visible label. */
  label: string;
  /** The field's `data-slot`. */
  slot: string;
  /** A short help text under the control. Default: none. */
  hint?: string | undefined;
  /** The validation message under the control (and under the hint). Default: none. */
  error?: string | undefined;
  /** The control. */
  children: ReactNode;
}

/**
 * What every labelled form field of the kit draws around its control: the label above it, then its hint
 * and its validation message, whose ids the control names in `aria-describedby`.
 */
export function FieldFrame({ id, label, slot, hint, error, children }: FieldFrameProps) {
  return (
    <Flex direction="column" gap="1" className="min-w-0" data-slot={slot}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {hint === undefined ? null : (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      )}
      {error === undefined ? null : (
        <Text id={`${id}-error`} data-slot="field-error" size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
