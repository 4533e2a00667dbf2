/**
 * Play-function helpers shared by the record pages' and editors' stories. Not part of the package's API.
 */
import { expect, waitFor, within } from 'storybook/test';
import { useDialogStore } from '../../kit/GlobalDialog/dialog-store';
import { animationsSettled } from '../../kit/story-helpers/story-helpers';

/** Waits until the global dialog has closed. */
export async function dialogClosed(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  await animationsSettled(canvasElement);
}

/** Closes the global dialog between stories, so that none starts with another's dialog open. */
export function resetDialog(): void {
  useDialogStore.setState(useDialogStore.getInitialState(), true);
}

/** A promise and the function that settles it: an action kept under way until the play says so. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
