/**
 * The play functions the plugin's views share for their network states. Not part of the package's API.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/** What these plays read of a story's context. */
type CanvasPlay = (context: Pick<StoryContext, 'canvas'>) => Promise<void>;

/**
 * A loading state: the view's status says `text`.
 *
 * @example
 * export const Loading: Story = { args: { offers: { status: 'pending' } }, play: saysLoading('Searching…') };
 */
export function saysLoading(text: string): CanvasPlay {
  return async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text);
  };
}

/**
 * A failed call: SPEC §8's fallback panel, whose 'Show Error' shows its reason (`shown`, or a part of it),
 * and "Try again" calls `retry`.
 *
 * @example
 * export const Failed: Story = { args: { … onRetry: retry }, play: failsWithRetry('Service unavailable', retry) };
 */
export function failsWithRetry(shown: string, retry: () => void): CanvasPlay {
  return async ({ canvas }) => {
    // The fallback panel's code comes when a failure first needs it (LazyFailurePanel).
    const panel = within(await canvas.findByRole('alert'));
    await expect(panel.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(shown);
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  };
}
