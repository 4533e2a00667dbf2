/**
 * Helpers shared by the stories' play functions. Not part of the package's API.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** Resolves after the next frame has been drawn: an animation a render starts has begun by then. */
function nextFrame(view: Window): Promise<void> {
  return new Promise((resolve) => {
    view.requestAnimationFrame(() => {
      resolve();
    });
  });
}

/**
 * Resolves once every finite CSS animation and transition running in the story's document has finished
 * (or been cancelled), so that measures and screenshots see overlays where they come to rest. Endless
 * animations (spinners, indeterminate bars) are left running. It looks again a frame after each wave has
 * ended, as an overlay found in the DOM may start its animation only at its next frame (or start another
 * when the first ends), until a frame finds none or `timeoutMs` has passed.
 */
export async function animationsSettled(canvasElement: HTMLElement, timeoutMs = 2_000): Promise<void> {
  const document = canvasElement.ownerDocument;
  const view = windowOf(canvasElement);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await nextFrame(view);
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          (animation.playState === 'running' || animation.pending) &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    const left = deadline - Date.now();
    if (finite.length === 0 || left <= 0) return;
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
  }
}

/**
 * No dialog or popover is open any more, and what fades out after it has come to rest: Radix keeps an
 * overlay until the end of its exit animation, so a picture taken as soon as the dialog's role is gone
 * would begin on a backdrop still fading, which on a busy host may give no two equal screenshots in time.
 */
export async function dialogClosed(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  await animationsSettled(canvasElement);
}

/**
 * The open dialog (a dialog, the side panel, a drawer), found in its portal once its opening animation has
 * finished, so that a screenshot or a measure sees it where it comes to rest.
 */
export async function findOpenDialog(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await animationsSettled(canvasElement);
  return dialog;
}

/**
 * The confirmation `confirmAction` opened (`findOpenDialog`), once its buttons are there: their code
 * comes when the first confirmation is asked for.
 */
export async function findConfirmation(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await findOpenDialog(canvasElement);
  await waitFor(() => expect(dialog.querySelector('[data-slot="confirm-action"]')).not.toBeNull());
  return dialog;
}

/** Holds spinners still at their first frame, so that a screenshot is the same on every run. */
export function holdAnimations(canvasElement: HTMLElement): void {
  for (const animation of canvasElement.ownerDocument.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
}

/**
 * Resolves with the ms from `start` (on `now`'s clock) until a timer of `ms`, set now, fires: the same
 * wait as a component's timer, on the same busy thread. A story bounds a component's timing by this
 * rather than by a fixed slack, since on a loaded host every timer of the page fires late together.
 */
export function timerFiredAfter(ms: number, start: number, now = () => performance.now()): Promise<number> {
  return new Promise<number>((resolve) => setTimeout(() => resolve(now() - start), ms));
}

/** The story's window, for its viewport size. */
export function windowOf(canvasElement: HTMLElement): Window {
  return canvasElement.ownerDocument.defaultView ?? window;
}

/**
 * Sets an input's text and fires its `input` event at once, in the caller's task, as a keystroke that
 * lands before React has rendered the previous change (user-event waits between events; this does not).
 * The value goes through the prototype's setter so that React sees a change.
 */
export function inputAtOnce(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A story's globals for one of Storybook's viewports (`.storybook/viewports.ts`, `.storybook/preview.tsx`). */
export const atViewport = (value: string) => ({ viewport: { value, isRotated: false } });

/** A story's globals for the phone viewport (375 px): `{ ...Story, globals: phone }`. */
export const phone = atViewport('phone');

/** What the small play functions below read of a story's context. */
type CanvasPlay = (context: Pick<StoryContext, 'canvas'>) => Promise<void>;

/**
 * A play function for a form that is sending: its button shows `name` ("Signing in…") and cannot be
 * pressed again.
 *
 * @example
 * export const Pending: Story = { args: { isPending: true }, play: waitsOnButton('Verifying…') };
 */
export function waitsOnButton(name: string): CanvasPlay {
  return async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name })).toBeDisabled();
  };
}

/**
 * A play function for a refusal: the story's alert holds `message` (the server's words).
 *
 * @example
 * export const ServerError: Story = { args: { error: 'Invalid code' }, play: showsAlert('Invalid code') };
 */
export function showsAlert(message: string): CanvasPlay {
  return async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  };
}

/**
 * Picks `date` on the calendar of the date field labelled `field`, as staff do: opens it, waits for the
 * date's month (the calendar's code arrives on first use), presses the day, and waits for the calendar to
 * have left, so that a screenshot sees the field alone. `date` is written as the calendar names its days,
 * in French: day, month, year.
 *
 * @example
 * await pickOnCalendar(context, 'Departure', '12 mars 2027');
 */
export async function pickOnCalendar(
  { canvas, canvasElement, userEvent }: Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>,
  field: string,
  date: string,
): Promise<void> {
  const name = `${field}: calendar`;
  await userEvent.click(canvas.getByRole('button', { name }));
  const calendar = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  const month = date.slice(date.indexOf(' ') + 1);
  await waitFor(() => expect(calendar).toHaveTextContent(month));
  await userEvent.click(within(calendar).getByRole('button', { name: new RegExp(`\\b${date}`) }));
  await waitFor(() => expect(calendar).not.toBeInTheDocument());
  await animationsSettled(canvasElement);
}

/** What the paste helpers use of a play function's `userEvent`. */
interface PastingUser {
  click: (element: Element) => Promise<void>;
  paste: (text: string) => Promise<void>;
}

/** Types into a field in one go, as a paste: key by key is slow on a busy machine. */
export async function pasteInto(userEvent: PastingUser, field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * Pastes each text into the story's textbox of that accessible name, in the order given.
 *
 * @example
 * await pasteIntoTextboxes({ canvas, userEvent }, { 'E-mail': 'rachid@', Phone: '0612' });
 */
export async function pasteIntoTextboxes(
  { canvas, userEvent }: { canvas: Pick<StoryContext['canvas'], 'getByRole'>; userEvent: PastingUser },
  texts: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [name, text] of Object.entries(texts)) {
    await pasteInto(userEvent, canvas.getByRole('textbox', { name }), text);
  }
}

/**
 * An element's markup with each tag's attributes sorted: what a component drawing a Radix Themes part by
 * its class names is compared with Radix's own by (STYLE.md: a test pins the coupling).
 */
export function sortedMarkup(element: Element): string {
  const attributes = [...element.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
  const children =
    element.children.length === 0 ? element.textContent : [...element.children].map(sortedMarkup).join('');
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
}

/**
 * Asserts that `panel` is SPEC §8's fallback panel (`FailurePanel`): 'Something went wrong!', its message
 * (holding `message`) hidden until 'Show Error' shows it; answers its 'Try again' button.
 */
export async function expectFailurePanel(
  panel: HTMLElement | undefined,
  message: string,
  userEvent: { click: (element: Element) => Promise<void> },
): Promise<HTMLElement> {
  if (panel === undefined) throw new Error('No fallback panel');
  await expect(panel).toHaveAttribute('data-slot', 'failure-panel');
  const scope = within(panel);
  await expect(scope.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  const details = panel.querySelector('[data-slot="failure-panel-details"]');
  await expect(details).not.toBeVisible();
  await userEvent.click(scope.getByRole('button', { name: 'Show Error' }));
  await expect(details).toBeVisible();
  await expect(details).toHaveTextContent(message);
  return scope.getByRole('button', { name: 'Try again' });
}

/** The `?` sheet's rows as [label, key] pairs, in its order (`kit/CommandBar/ShortcutsList`). */
export function shortcutRows(sheet: HTMLElement): [string, string | undefined][] {
  return [...sheet.querySelectorAll('[data-slot="shortcuts-list"] dt')].map((label) => [
    label.textContent,
    label.nextElementSibling?.textContent,
  ]);
}
