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
 * The play functions of one value display: each checks the exact text of the story's `[data-slot=slot]`
 * element and, when given, its `datetime` attribute (the machine-readable value).
 *
 * @example
 * const reads = readsSlot('duration');
 * export const WholeHours: Story = { args: { value: 'PT3H' }, play: reads('3 h', 'PT3H0M') };
 */
export function readsSlot(slot: string) {
  return (text: string, dateTime?: string) =>
    async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const element = canvasElement.querySelector(`[data-slot="${slot}"]`);
      await expect(element?.textContent).toBe(text);
      if (dateTime !== undefined) await expect(element).toHaveAttribute('datetime', dateTime);
    };
}
