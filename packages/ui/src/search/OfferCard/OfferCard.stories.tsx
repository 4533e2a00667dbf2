import { generateOffers } from '@comptoir/mock-backend';
import { formatMoney, pricingBreakdown } from '@comptoir/flight-domain';
import {
  closeSidePanelBeforeStory,
  expectNoSidePanel,
  withGlobalSidePanel,
} from '../../kit/story-helpers/side-panel-stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fromSandboxOffers, STORY_MARKUP, STORY_SEARCHES } from '../OfferResults/offer-fixtures';
import { OfferCard } from './OfferCard';
import { findOpenDialog, phone } from '../../kit/story-helpers/story-helpers';
import { inBox } from '../../kit/story-helpers/frames';

const offersOf = (kind: keyof typeof STORY_SEARCHES) =>
  fromSandboxOffers(generateOffers(STORY_SEARCHES[kind], STORY_MARKUP, 'org_story'));
const oneWay = offersOf('oneway');
const direct = oneWay.find((offer) => offer.legs[0]?.segments.length === 1);
const connecting = oneWay.find((offer) => (offer.legs[0]?.segments.length ?? 0) > 1);
const roundTrip = offersOf('roundtrip')[0];
const multiCity = offersOf('multi-city')[0];
if (!direct || !connecting || !roundTrip || !multiCity) throw new Error('The sandbox has no such offers');

const meta = {
  title: 'Offers/OfferCard',
  component: OfferCard,
  parameters: { layout: 'padded' },
  args: { offer: direct, paymentMethod: 'cash', onBook: fn() },
  beforeEach: closeSidePanelBeforeStory,
  decorators: [withGlobalSidePanel, inBox({ p: { initial: '2', md: '4' }, maxWidth: '960px' })],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A direct one-way offer: times, airports, carrier and flight number, then one row per product. */
export const Direct: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas }) => {
    const segment = direct.legs[0]?.segments[0];
    await expect(canvas.getByText('GDS')).toBeVisible();
    await expect(canvas.getByText(/Direct/)).toBeVisible();
    await expect(
      canvas.getByText(`${segment?.carrier.name ?? ''} ${segment?.flightNumber ?? ''}`),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Book / })).toHaveLength(args.offer.products.length);
  },
};

/** A connection shows its stops and the layover's airport and wait. */
export const WithConnection: Story = {
  args: { offer: connecting },
  play: async ({ canvas }) => {
    const layover = connecting.legs[0]?.segments[1]?.departure.airport ?? '';
    await expect(canvas.getByText(new RegExp(`1 stop \\(${layover} \\d`))).toBeVisible();
  },
};

/** A round trip is one itinerary: outbound and return on one card. */
export const RoundTrip: Story = {
  tags: ['phone-screenshot'],
  args: { offer: roundTrip },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Outbound ·/)).toBeVisible();
    await expect(canvas.getByText(/^Return ·/)).toBeVisible();
  },
};

export const MultiCity: Story = {
  args: { offer: multiCity },
  play: async ({ canvas }) => {
    for (const flight of ['Flight 1', 'Flight 2', 'Flight 3']) {
      await expect(canvas.getByText(new RegExp(`^${flight} ·`))).toBeVisible();
    }
  },
};

/** NDC content is marked as such. */
export const Ndc: Story = {
  args: { offer: { ...direct, contentKind: 'NDC' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="offer-card"]')).toHaveAttribute(
      'data-content-kind',
      'NDC',
    );
  },
};

/** Totals follow the payment method: an international card adds 3 % to everything, markup included. */
export const CardSurcharge: Story = {
  args: { paymentMethod: 'international-bank-card' },
  play: async ({ canvasElement }) => {
    const product = direct.products[0];
    if (!product) throw new Error('no product');
    const withCard = pricingBreakdown(product.pricing, 'international-bank-card').total.total;
    await expect(withCard).toBeGreaterThan(product.pricing.total.total);
    const shown = [...canvasElement.querySelectorAll('[data-slot="offer-product"] [data-slot="money"]')];
    await expect(shown[0]?.textContent).toBe(formatMoney(withCard));
  },
};

/**
 * "Fare details" opens each product's price breakdown and fare rules in the side panel: a sheet from the
 * right on a wide screen.
 */
export const FareDetails: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fare details' }));
    const panel = await findOpenDialog(canvasElement);
    await expect(panel).toHaveAccessibleName(`${direct.validatingCarrier.name} fare details`);
    await expect(panel).toHaveAttribute('data-variant', 'sheet');
    const product = direct.products[0];
    const section = within(
      within(panel).getByRole('region', { name: `${product?.brand.name ?? ''} fare details` }),
    );
    await expect(section.getByRole('table')).toBeVisible();
    await expect(section.getByText(product?.fareRules[0]?.title ?? '')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expectNoSidePanel(canvasElement);
  },
};

/** On a phone the same details come up from the bottom, in a drawer. */
export const FareDetailsOnPhone: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fare details' }));
    const panel = await findOpenDialog(canvasElement);
    await expect(panel).toHaveAttribute('data-variant', 'drawer');
    await expect(within(panel).getAllByRole('table')).toHaveLength(direct.products.length);
  },
};

/** Book hands over the offer reference of the chosen product. */
export const BooksAProduct: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const product = direct.products[1] ?? direct.products[0];
    await userEvent.click(
      canvas.getByRole('button', {
        name: `Book ${product?.brand.name ?? ''}, ${direct.validatingCarrier.name}`,
      }),
    );
    await expect(args.onBook).toHaveBeenCalledWith({
      offerId: direct.offerId,
      productId: product?.productId,
      identifier: direct.identifier,
    });
  },
};

/** Read-only, as the chosen offer on the booking page: no `onBook`, so no book buttons, prices still shown. */
export const ReadOnly: Story = {
  tags: ['phone-screenshot'],
  args: { onBook: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Book / })).toHaveLength(0);
    const prices = [...canvasElement.querySelectorAll('[data-slot="offer-product"] [data-slot="money"]')];
    await expect(prices.map((price) => price.textContent)).toEqual(
      args.offer.products.map((product) =>
        formatMoney(pricingBreakdown(product.pricing, 'cash').total.total),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Fare details' })).toBeVisible();
  },
};
