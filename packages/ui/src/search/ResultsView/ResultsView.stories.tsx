import { generateOffers } from '@comptoir/mock-backend';
import { searchRouteLabel } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromSandboxOffers, STORY_MARKUP, STORY_SEARCHES } from '../OfferResults/offer-fixtures';
import { withPaymentTypeState } from '../../kit/story-helpers/controlled-payment-type';
import { pageWithSidePanel } from '../../kit/story-helpers/side-panel-stories';
import { ResultsView } from './ResultsView';

const offersOf = (kind: keyof typeof STORY_SEARCHES) =>
  fromSandboxOffers(generateOffers(STORY_SEARCHES[kind], STORY_MARKUP, 'org_story'));
const oneWay = offersOf('oneway');
const multiCity = offersOf('multi-city');

const meta = {
  title: 'Search/ResultsView',
  component: ResultsView,
  render: withPaymentTypeState(ResultsView),
  args: {
    tripType: 'oneway',
    routeLabel: searchRouteLabel({ kind: 'oneway', search: STORY_SEARCHES.oneway }),
    offers: oneWay,
    paymentType: 'cash',
    onPaymentTypeChange: fn(),
    onBook: fn(),
    onChangeSearch: fn(),
    listHeight: '640px',
  },
  ...pageWithSidePanel,
} satisfies Meta<typeof ResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first price shown, as Testing Library reads text (the fr-FR grouping spaces made plain). */
const firstPrice = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[data-slot="offer-product"] [data-slot="money"]')?.textContent ?? '').replace(
    /\s+/g,
    ' ',
  );

/** A one-way search's offers under its kind of trip, route and payment type. */
export const OneWay: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'CMN → CDG' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Payment type' })).toHaveTextContent('Cash');
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
  },
};

/** Choosing another payment type reprices every offer with its surcharge (SPEC §9). */
export const ChangesThePaymentType: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(firstPrice(canvasElement)).not.toBe(''));
    const cashPrice = firstPrice(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Payment type' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'International bank card' }));
    await expect(args.onPaymentTypeChange).toHaveBeenCalledOnce();
    await expect(args.onPaymentTypeChange).toHaveBeenCalledWith('international-bank-card');
    // The select hides the rest of the page from assistive technology until it has closed.
    await expect(await canvas.findByRole('combobox', { name: 'Payment type' })).toHaveTextContent(
      'International bank card',
    );
    await waitFor(() => expect(firstPrice(canvasElement)).not.toBe(cashPrice));
  },
};

/** 'Book' on a product hands its offer reference on. */
export const BooksAnOffer: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: "Ends on the results OneWay pictures (booking is the callback's)." },
  },
  play: async ({ args, canvas, userEvent }) => {
    const [book] = await canvas.findAllByRole('button', { name: /^Book / });
    if (book === undefined) throw new Error('No offer to book');
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
    const offerId = book.closest('article')?.dataset.offerId;
    await expect(offerId).toBeDefined();
    await expect(args.onBook).toHaveBeenCalledWith(expect.objectContaining({ offerId }));
    book.blur();
  },
};

/** A multi-city search: every flight of the route under the heading. */
export const MultiCity: Story = {
  tags: ['phone-screenshot'],
  args: {
    tripType: 'multi-city',
    routeLabel: searchRouteLabel({ kind: 'multi-city', search: STORY_SEARCHES['multi-city'] }),
    offers: multiCity,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Multi-city flights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: args.routeLabel })).toBeVisible();
    // The offers' code comes apart from the page's: the offers once it has.
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** Nothing found: the way back to the search form. */
export const NoOffers: Story = {
  tags: ['phone-screenshot'],
  args: { offers: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('No flights found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change search' }));
    await expect(args.onChangeSearch).toHaveBeenCalledOnce();
    canvas.getByRole('button', { name: 'Change search' }).blur();
  },
};
