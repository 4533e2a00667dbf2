import { Callout } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface ErrorCalloutProps {
  /** Why it failed, said to screen readers at once (`role="alert"`); nothing is drawn without one
   * (`null` or `undefined`). */
  message: string | null | undefined;
  /** The callout's size: `'1'` inside forms and dialogs. Default: Radix's (`'2'`). */
  size?: '1' | '2' | '3';
  /** Names the callout for styles and tests (`data-slot`). Default: none. */
  slot?: string;
  className?: string;
  /** What follows the message inside the callout, e.g. a "Try again" button. */
  children?: ReactNode;
}

/**
 * The red callout that says why something failed — a form's last submission, a dialog's action, a
 * section's load — announced as an alert.
 *
 * @example
 * <ErrorCallout message={sending.error} size="1" />
 */
export function ErrorCallout({ message, size, slot, className, children }: ErrorCalloutProps) {
  if (message === null || message === undefined) return null;
  return (
    <Callout.Root
      color="red"
      role="alert"
      {...(size === undefined ? {} : { size })}
      data-slot={slot}
      className={className}
    >
      <Callout.Text>{message}</Callout.Text>
      {children}
    </Callout.Root>
  );
}
