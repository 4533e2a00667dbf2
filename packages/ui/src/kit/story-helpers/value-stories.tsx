/**
 * Story pieces shared by the kit's value displays (Money, DateDisplay, Duration). Not part of the
 * package's API.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inFlex } from './frames';

/** Shows the value on its own, with room around it. */
export const padded: Decorator = inFlex({ p: '4' });

/**
 * A play function that checks the exact text of the story's `[data-slot=slot]` element and, when given,
 * its `datetime` attribute (the machine-readable value).
 */
export function readsSlot(slot: string, text: string, dateTime?: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const element = canvasElement.querySelector(`[data-slot="${slot}"]`);
    await expect(element?.textContent).toBe(text);
    if (dateTime !== undefined) await expect(element).toHaveAttribute('datetime', dateTime);
  };
}
