/**
 * Play-function helpers shared by the record pages' and editors' stories. Not part of the package's API.
 */
import { expect, waitFor, within } from 'storybook/test';
import { dialogClosed, findConfirmation } from '../../kit/story-helpers/story-helpers';

/**
 * The sections of a reservation's page, by their headings, but the travelers' (titled "Traveler" or
 * "Travelers" by their number).
 */
export const RESERVATION_SECTION_TITLES = [
  'Itinerary',
  'Contacts',
  'OSI remarks',
  'Special services',
  'Ancillaries',
  'Price summary',
  'Tickets',
  'Fare rules',
] as const;

/**
 * Waits until a record's page has drawn all its sections: its header and itinerary are painted first, the
 * other sections in a render of their own right after (`RecordDetailLayout`). A play that reads those
 * starts with it; the record pages' stories end on it (their meta's `afterEach`), so that each picture
 * shows the page at rest.
 */
export async function recordSectionsDrawn({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="travelers-section"]')).not.toBeNull());
}

/** A promise and the function that settles it: an action kept under way until the play says so. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What `playAsksFirst` reads of a play function's context. */
interface ConfirmationContext {
  canvas: { getByRole(role: 'button', options: { name: string }): HTMLElement };
  canvasElement: HTMLElement;
  userEvent: { click: (element: Element) => Promise<void> };
}

/** The action a page asks to confirm: its button, the dialog it opens, and the spy it calls. */
interface AskedAction {
  /** The page's button, and the dialog's confirming button. */
  button: string;
  /** The dialog's accessible name. */
  dialogName: string;
  /** The dialog's button that backs out. */
  keep: string;
  /** The story's spy for the action. */
  spy: unknown;
}

/**
 * Plays an action that asks first: its button opens the dialog, backing out calls nothing, and the
 * button then the dialog's confirmation call the action once.
 */
export async function playAsksFirst(
  { canvas, canvasElement, userEvent }: ConfirmationContext,
  { button, dialogName, keep, spy }: AskedAction,
): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  let dialog = await findConfirmation(canvasElement);
  await expect(dialog).toHaveAccessibleName(dialogName);
  await userEvent.click(within(dialog).getByRole('button', { name: keep }));
  await dialogClosed(canvasElement);
  await expect(spy).not.toHaveBeenCalled();

  await userEvent.click(canvas.getByRole('button', { name: button }));
  dialog = await findConfirmation(canvasElement);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await dialogClosed(canvasElement);
  await expect(spy).toHaveBeenCalledTimes(1);
}
