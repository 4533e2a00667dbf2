import { removeAllToasts } from '@comptoir/ui/kit';
import { expect, waitFor } from 'storybook/test';

/**
 * Readies a page story for its screenshot: removes the toasts the story raised and waits until none is
 * drawn — toasts live outside the story's tree, so one left showing would appear at a different moment
 * each run, or in the next story — and takes focus off the button last clicked, whose focus ring the
 * browser shows or not depending on how it was reached. The story asserts the toasts it expects before
 * this; removing them at once instead of waiting out their 4 s (SPEC §9) keeps the run short.
 */
export async function toastsGone(canvasElement: HTMLElement): Promise<void> {
  const focused = canvasElement.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
  removeAllToasts();
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-slot="toast"]')).toBeNull(), {
    // A toast raised after the removal (the second of a failure's two, which share an id) still runs
    // out its 4 s; on a busy machine that can pass 8 s.
    timeout: 15_000,
    interval: 100,
  });
}
