import { SPLIT_MESSAGES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { berradaLocator, berradaTravelers } from './split-fixtures';
import { SPLIT_INFANT_MESSAGES } from './split-infants';
import { SplitEditor, type SplitEditorProps } from './SplitEditor';
import { dialogClosed, findConfirmation } from '../../kit/story-helpers/story-helpers';
import { pageWithGlobalDialog } from '../../kit/story-helpers/global-dialog-stories';

const meta = {
  title: 'Workbench/SplitEditor',
  component: SplitEditor,
  parameters: { layout: 'padded' },
  args: {
    locator: gdsReservation.locator,
    travelers: gdsReservation.travelers,
    onSplit: fn<SplitEditorProps['onSplit']>(() => Promise.resolve()),
  },
  ...pageWithGlobalDialog,
} satisfies Meta<typeof SplitEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card that holds a checkbox: the card takes the click, the checkbox itself lets it through. */
function cardOf(checkbox: HTMLElement): HTMLElement {
  const card = checkbox.closest('label');
  if (card === null) throw new Error('A checkbox card is a label');
  return card;
}

/** What the summary says: who moves, then who stays. */
function summary(canvasElement: HTMLElement): (string | null)[] {
  return within(canvasElement)
    .getAllByRole('definition')
    .map((definition: HTMLElement) => definition.textContent);
}

/** The card of a traveler, found by the checkbox's accessible name. */
function travelerCard(canvasElement: HTMLElement, name: RegExp): HTMLElement {
  return cardOf(within(canvasElement).getByRole('checkbox', { name }));
}

/** Nobody chosen yet: everyone stays on RWBAUM. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Travelers moving to the new reservation' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await expect(summary(canvasElement)).toEqual([
      'Nobody yet',
      'Amina Alaoui, Rachid Alaoui and Lina Alaoui',
    ]);
  },
};

/** Rachid moves: the summary says who moves and who stays; backing out sends nothing, confirming sends his id. */
export const SplitsAfterConfirmation: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(travelerCard(canvasElement, /Rachid Alaoui/));
    await expect(summary(canvasElement)).toEqual(['Rachid Alaoui', 'Amina Alaoui and Lina Alaoui']);

    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    let dialog = await findConfirmation(canvasElement);
    await expect(dialog).toHaveAccessibleName('Split reservation RWBAUM');
    await expect(dialog).toHaveAccessibleDescription(
      'Rachid Alaoui will move to a new reservation; Amina Alaoui and Lina Alaoui will stay on RWBAUM. A split cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep together' }));
    await dialogClosed(canvasElement);
    await expect(args.onSplit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    dialog = await findConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split reservation' }));
    await dialogClosed(canvasElement);
    await expect(args.onSplit).toHaveBeenCalledOnce();
    await expect(args.onSplit).toHaveBeenCalledWith(['RES-000001-T2']);
    // What was sent is cleared.
    await expect(canvas.getByRole('checkbox', { name: /Rachid Alaoui/ })).not.toBeChecked();
    await expect(summary(canvasElement)).toEqual([
      'Nobody yet',
      'Amina Alaoui, Rachid Alaoui and Lina Alaoui',
    ]);
  },
};

/** Nobody chosen, or everybody: the rule's message shows under the choice and nothing is asked or sent. */
export const ValidationErrors: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Travelers moving to the new reservation' });
    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    await expect(canvas.getByText(SPLIT_MESSAGES.none)).toBeVisible();
    await expect(group).toHaveAccessibleDescription(SPLIT_MESSAGES.none);

    for (const checkbox of within(group).getAllByRole('checkbox')) await userEvent.click(cardOf(checkbox));
    // Changing the choice clears the message until the next attempt.
    await expect(canvas.queryByText(SPLIT_MESSAGES.none)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    await expect(canvas.getByText(SPLIT_MESSAGES.all)).toBeVisible();
    await expect(summary(canvasElement)).toEqual(['Amina Alaoui, Rachid Alaoui and Lina Alaoui', 'Nobody']);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(args.onSplit).not.toHaveBeenCalled();
  },
};

/** A family with a baby: the infant cannot leave without an adult, nor be left without one. */
export const InfantStaysWithAnAdult: Story = {
  args: { locator: berradaLocator, travelers: berradaTravelers },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(travelerCard(canvasElement, /Ines Berrada/));
    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    await expect(canvas.getByText(SPLIT_INFANT_MESSAGES.moving())).toBeVisible();

    await userEvent.click(travelerCard(canvasElement, /Ines Berrada/));
    await userEvent.click(travelerCard(canvasElement, /Nadia Berrada/));
    await userEvent.click(travelerCard(canvasElement, /Omar Berrada/));
    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    await expect(canvas.getByText(SPLIT_INFANT_MESSAGES.staying())).toBeVisible();
    await expect(args.onSplit).not.toHaveBeenCalled();

    // Omar leaves alone; Nadia stays with Ines.
    await userEvent.click(travelerCard(canvasElement, /Nadia Berrada/));
    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    const dialog = await findConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split reservation' }));
    await dialogClosed(canvasElement);
    await expect(args.onSplit).toHaveBeenCalledOnce();
    await expect(args.onSplit).toHaveBeenCalledWith([berradaTravelers[1]?.id]);
  },
};

/** The split fails: the dialog and the editor show why, and the choice stays for another try. */
export const SplitFails: Story = {
  args: {
    onSplit: fn<SplitEditorProps['onSplit']>(() =>
      Promise.reject(new Error('Reservation RWBAUM is cancelled and cannot be split.')),
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(travelerCard(canvasElement, /Lina Alaoui/));
    await userEvent.click(travelerCard(canvasElement, /Amina Alaoui/));
    await userEvent.click(canvas.getByRole('button', { name: 'Split reservation…' }));
    const dialog = await findConfirmation(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split reservation' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('cannot be split'));
    await expect(args.onSplit).toHaveBeenCalledOnce();
    await expect(args.onSplit).toHaveBeenCalledWith(['RES-000001-T1', 'RES-000001-T3']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep together' }));
    await dialogClosed(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Reservation RWBAUM is cancelled and cannot be split.',
    );
    await expect(canvas.getByRole('checkbox', { name: /Lina Alaoui/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Amina Alaoui/ })).toBeChecked();
  },
};

/** No workbench open: nothing can be chosen or sent. */
export const Disabled: Story = {
  tags: ['phone-screenshot'],
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Split reservation…' })).toBeDisabled();
  },
};

/** The split in French: moving nobody, then everybody, is refused in French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voyageurs passant à la nouvelle réservation' });
    await userEvent.click(canvas.getByRole('button', { name: 'Diviser la réservation…' }));
    await expect(group).toHaveAccessibleDescription(
      'Choisissez au moins un voyageur à faire passer à la nouvelle réservation',
    );
    for (const checkbox of within(group).getAllByRole('checkbox')) await userEvent.click(cardOf(checkbox));
    await userEvent.click(canvas.getByRole('button', { name: 'Diviser la réservation…' }));
    await expect(
      canvas.getByText("Au moins un voyageur doit rester sur la réservation d'origine"),
    ).toBeVisible();
    await expect(summary(canvasElement)).toEqual(['Amina Alaoui, Rachid Alaoui et Lina Alaoui', 'Personne']);
    await expect(args.onSplit).not.toHaveBeenCalled();
  },
};
