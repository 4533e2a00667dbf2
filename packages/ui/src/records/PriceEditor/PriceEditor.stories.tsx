import type { Pricing } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from '../../i18n/paraglide/messages.js';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { PriceEditor, type PriceEditorProps } from './PriceEditor';

/** The sandbox's GDS reservation priced 450 MAD dearer: the organization's markup went up since booking. */
const dearer: Pricing = {
  ...gdsReservation.pricing,
  total: {
    ...gdsReservation.pricing.total,
    markup: gdsReservation.pricing.total.markup + 45_000,
    total: gdsReservation.pricing.total.total + 45_000,
  },
};

const meta = {
  title: 'Workbench/PriceEditor',
  component: PriceEditor,
  parameters: { layout: 'padded' },
  args: {
    travelers: gdsReservation.travelers,
    pricing: gdsReservation.pricing,
    // The server takes a moment: a second click lands while the first request is under way.
    onPrice: fn<PriceEditorProps['onPrice']>(
      () => new Promise((resolve) => setTimeout(() => resolve(dearer), 300)),
    ),
  },
} satisfies Meta<typeof PriceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of a traveler: the card takes the click, the checkbox inside lets it through. */
function travelerCard(canvasElement: HTMLElement, name: RegExp): HTMLElement {
  const card = within(canvasElement).getByRole('checkbox', { name }).closest('label');
  if (card === null) throw new Error('A checkbox card is a label');
  return card;
}

/** Every traveler chosen, nothing asked yet. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(gdsReservation.travelers.length);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(canvas.queryByText('Quoted price')).toBeNull();
  },
};

/**
 * The price asked once, even under a double click, for every traveler: the quote shows beside the
 * current price with the difference, pending until the commit.
 */
export const PricesEveryone: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Get the price' }));
    await waitFor(() => expect(canvas.getByText('Quoted price')).toBeVisible());
    await expect(args.onPrice).toHaveBeenCalledOnce();
    await expect(args.onPrice).toHaveBeenCalledWith({
      travelerIds: gdsReservation.travelers.map((traveler) => traveler.id),
      productType: 'Air',
    });
    await expect(canvas.getByText('Applied on commit')).toBeVisible();
    await expect(canvas.getByText(/450,00/)).toBeVisible();
  },
};

/** Nobody chosen: a message under the choice, nothing sent; choosing someone again clears it. */
export const NobodyChosen: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    for (const traveler of gdsReservation.travelers)
      await userEvent.click(travelerCard(canvasElement, new RegExp(traveler.firstName)));
    await userEvent.click(canvas.getByRole('button', { name: 'Get the price' }));
    await expect(canvas.getByText(m.editor_price_no_traveler())).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Travelers to price' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onPrice).not.toHaveBeenCalled();
  },
};

/** The server refuses: its message shows, the choice stays as it was. */
export const PriceFails: Story = {
  tags: ['phone-screenshot'],
  args: {
    onPrice: fn<PriceEditorProps['onPrice']>(() =>
      Promise.reject(
        new Error(
          `Reservation ${gdsReservation.locator} is cancelled: only a booked reservation can be priced.`,
        ),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get the price' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('only a booked reservation'));
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

/** No workbench open: nothing can be chosen or asked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get the price' })).toBeDisabled();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};
