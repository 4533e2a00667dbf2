import { expect, waitFor } from 'storybook/test';

/**
 * Readies a page story for its screenshot: waits until every toast has gone (errors last 4 s, SPEC §9) —
 * toasts live outside the story's tree, so one left showing would appear at a different moment each run,
 * or in the next story — and takes focus off the button last clicked, whose focus ring the browser shows
 * or not depending on how it was reached.
 */
export async function toastsGone(canvasElement: HTMLElement): Promise<void> {
  const focused = canvasElement.ownerDocument.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-slot="toast"]')).toBeNull(), {
    // Two error toasts of one failure (the call's and the form's) share an id: the second restarts the
    // 4 s. On a busy machine the whole can pass 8 s.
    timeout: 15_000,
    interval: 200,
  });
}
