import { formatMoney } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from '../../i18n/paraglide/messages.js';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { rwbaumAncillaryOffers } from './ancillaries-fixtures';
import { AncillariesEditor, type AncillariesEditorProps } from './AncillariesEditor';
import { showsAlert } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Workbench/AncillariesEditor',
  component: AncillariesEditor,
  parameters: { layout: 'padded' },
  args: {
    offers: rwbaumAncillaryOffers,
    travelers: gdsReservation.travelers,
    itinerary: gdsReservation.itinerary,
    onConfirm: fn<AncillariesEditorProps['onConfirm']>(() => Promise.resolve()),
  },
} satisfies Meta<typeof AncillariesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of an offer, in a traveler's group: the card takes the click, not the checkbox. */
function offerCard(canvasElement: HTMLElement, traveler: string, offer: RegExp): HTMLElement {
  const group = within(canvasElement).getByRole('group', { name: `Ancillaries for ${traveler}` });
  const card = within(group).getByRole('checkbox', { name: offer }).closest('label');
  if (card === null) throw new Error('A checkbox card is a label');
  return card;
}

function totalOf(canvasElement: HTMLElement): string | null | undefined {
  return canvasElement.querySelector('[data-slot="ancillaries-running-total"]')?.textContent;
}

const OUTBOUND_BAG = /^Checked bag 23 kg U21064 CMN → CDG/;
const RETURN_PRIORITY = /^Priority boarding U2775 CDG → CMN/;

/** Bags and priority boarding for each traveler on each flight, priced in MAD; nothing chosen yet. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    for (const traveler of ['Amina Alaoui', 'Rachid Alaoui', 'Lina Alaoui']) {
      const group = canvas.getByRole('group', { name: `Ancillaries for ${traveler}` });
      await expect(within(group).getAllByRole('checkbox')).toHaveLength(6);
    }
    await expect(
      within(canvas.getByRole('group', { name: 'Ancillaries for Amina Alaoui' })).getByRole('checkbox', {
        name: `Heavy checked bag 32 kg U21064 CMN → CDG ${formatMoney(44600)}`,
      }),
    ).not.toBeChecked();
    await expect(totalOf(canvasElement)).toBe(`Total for 0 ancillaries${formatMoney(0)}`);
  },
};

/** Two choices for two travelers: the total adds up, and exactly those are sent, then cleared. */
export const ChoosesAndConfirms: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(offerCard(canvasElement, 'Amina Alaoui', OUTBOUND_BAG));
    await expect(totalOf(canvasElement)).toBe(`Total for 1 ancillary${formatMoney(29600)}`);
    await userEvent.click(offerCard(canvasElement, 'Lina Alaoui', RETURN_PRIORITY));
    await expect(totalOf(canvasElement)).toBe(`Total for 2 ancillaries${formatMoney(38600)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Add ancillaries' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith([
      {
        offerId: 'ANC-U21064-CMNCDG-20261218-RES-000001-T1-BAG23',
        travelerId: 'RES-000001-T1',
        segmentId: 'U21064-CMNCDG-20261218',
      },
      {
        offerId: 'ANC-U2775-CDGCMN-20261227-RES-000001-T3-PRIO',
        travelerId: 'RES-000001-T3',
        segmentId: 'U2775-CDGCMN-20261227',
      },
    ]);
    await waitFor(() => expect(totalOf(canvasElement)).toBe(`Total for 0 ancillaries${formatMoney(0)}`));
    await expect(canvas.getAllByRole('checkbox').filter((box) => box.ariaChecked === 'true')).toEqual([]);
  },
};

/** Confirming with nothing chosen says so, and sends nothing. */
export const NothingChosen: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add ancillaries' }));
    await expect(canvas.getByText(m.editor_ancillaries_none_chosen())).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Ancillaries for Amina Alaoui' }),
    ).toHaveAccessibleDescription(m.editor_ancillaries_none_chosen());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Choosing something clears the message.
    await userEvent.click(offerCard(canvasElement, 'Rachid Alaoui', OUTBOUND_BAG));
    await expect(canvas.queryByText(m.editor_ancillaries_none_chosen())).toBeNull();
  },
};

/** The confirmation fails: its message shows and the choice stays. */
export const ConfirmFails: Story = {
  args: {
    onConfirm: fn<AncillariesEditorProps['onConfirm']>(() =>
      Promise.reject(
        new Error(
          'ancillaries: ANC-U21064-CMNCDG-20261218-RES-000001-T2-BAG32 is not an ancillary offer of RWBAUM',
        ),
      ),
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(offerCard(canvasElement, 'Rachid Alaoui', /^Heavy checked bag 32 kg U21064/));
    await userEvent.click(canvas.getByRole('button', { name: 'Add ancillaries' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('is not an ancillary offer of RWBAUM');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(
      within(canvas.getByRole('group', { name: 'Ancillaries for Rachid Alaoui' })).getByRole('checkbox', {
        name: /^Heavy checked bag 32 kg U21064/,
      }),
    ).toBeChecked();
    await expect(totalOf(canvasElement)).toBe(`Total for 1 ancillary${formatMoney(44600)}`);
    await expect(canvas.getByRole('button', { name: 'Add ancillaries' })).toBeEnabled();
  },
};

/** While the page loads the offers. */
export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the ancillaries on offer…');
    await expect(canvas.queryByRole('button', { name: 'Add ancillaries' })).toBeNull();
  },
};

/** The offers could not be loaded. */
export const LoadFailed: Story = {
  args: { error: 'The workbench is not open for a reservation: initiate it with a locator' },
  play: showsAlert(
    'The ancillaries on offer could not be loaded: The workbench is not open for a reservation',
  ),
};

/** The airline offers nothing. */
export const NothingOnOffer: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The airline offers no ancillary for this reservation.')).toBeVisible();
  },
};

/** No workbench open: nothing can be chosen or sent. */
export const Disabled: Story = {
  tags: ['phone-screenshot'],
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add ancillaries' })).toBeDisabled();
  },
};
