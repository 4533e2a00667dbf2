import { browserHandlers, resetSandboxDatabase, seedActor, setSandboxActor } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AppAtPath } from '../stories/AppAtPath';
import { toastsGone } from '../stories/toasts';

/** The search, result and booking pages over the sandbox handlers of `@comptoir/mock-backend`. */
const meta = {
  title: 'Pages/Flights',
  component: AppAtPath,
  args: { path: '/search' },
  parameters: { msw: { handlers: browserHandlers } },
  beforeEach: () => {
    resetSandboxDatabase();
    setSandboxActor(seedActor('usr_casa_member'));
    localStorage.clear();
    sessionStorage.clear();
  },
} satisfies Meta<typeof AppAtPath>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8_000 };
const CMN_CDG = '/result?adt=2&cnn=1&inf=0&unn=0&from=CMN&to=CDG&date=2027-03-15';
const failedSearch = http.post('*/api/flight/search/one-way', () =>
  HttpResponse.json({ message: 'The airline system is unavailable' }, { status: 503 }),
);

/** The one-way form at /search, with a tab for each kind of trip. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Search flights' }, slow),
    ).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Kind of trip' });
    await expect(within(tabs).getByRole('link', { name: 'One-way' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('form', { name: 'One-way flight search' })).toBeVisible();
  },
};

/** The form comes back as it was left: it is kept in local storage per product key. */
export const SearchRestored: Story = {
  args: { path: '/search/round-trip' },
  beforeEach: () => {
    localStorage.setItem(
      'flights_roundtrip_search_form',
      JSON.stringify({ from: 'CMN', to: 'LHR', date: '2027-03-15', returnDate: '2027-03-22' }),
    );
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Round-trip flight search' }, slow);
    await expect(within(form).getByRole('combobox', { name: 'From' })).toHaveValue('CMN');
    await expect(within(form).getByRole('combobox', { name: 'To' })).toHaveValue('LHR');
    await expect(within(form).getByLabelText('Return', { exact: true })).toHaveValue('22/03/2027');
  },
};

/** The offers of a search, with filters, sorts and the payment type. */
export const Results: Story = {
  tags: ['phone-screenshot'],
  args: { path: CMN_CDG },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'One-way flights' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('CMN → CDG')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0), slow);
    // The filters beside the list come once the offers are painted.
    await expect(await canvas.findByRole('group', { name: 'Stops' })).toBeVisible();
  },
};

/** While the search runs (SPEC §2): the page's heading, route and payment type above the loading view. */
export const ResultsLoading: Story = {
  args: { path: CMN_CDG },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/flight/search/one-way', async () => {
          await delay('infinite');
        }),
        ...browserHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading flight offers...', {}, slow)).toBeVisible();
    await expect(canvas.getByText('Please wait while we search for the best flights')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'One-way flights' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'CMN → CDG' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Payment type' })).toBeDisabled();
    // The top bar joins the loading view after ROUTING.pendingMs: the screenshot shows both.
    await expect(await canvas.findByRole('progressbar', { name: 'Loading page' }, slow)).toBeVisible();
  },
};

/** The search failed: its message, and a way to run it again. */
export const ResultsError: Story = {
  args: { path: CMN_CDG },
  parameters: { msw: { handlers: [failedSearch, ...browserHandlers] } },
  play: async ({ canvas, canvasElement }) => {
    const alert = await canvas.findByText('The flight search failed.', {}, { timeout: 15_000 });
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search again' })).toBeVisible();
    await toastsGone(canvasElement);
  },
};

/** A result link with a part missing says which, and searches nothing. */
export const InvalidResultLink: Story = {
  args: { path: '/result?adt=1&cnn=0&inf=0&unn=0&from=CMN&to=CDG' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link is not valid' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('Choose a departure date')).toBeVisible();
  },
};

/** A booking link with a part missing names it (SPEC §2). */
export const BookLinkMissingProductId: Story = {
  args: {
    path: `/book?type=oneway&params=${encodeURIComponent(JSON.stringify({ offerId: 'GDS-1-001', productId: '', identifier: 'CO-1' }))}`,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Missing productId', {}, slow)).toBeVisible();
  },
};

/** The offer is not in this tab's storage any more: search again. */
export const OfferNoLongerAvailable: Story = {
  args: {
    path: `/book?type=oneway&params=${encodeURIComponent(JSON.stringify({ offerId: 'GDS-1-001', productId: 'P1', identifier: 'CO-1' }))}`,
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This offer is no longer available' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/search');
  },
};

/**
 * "Book" on an offer opens /book with it: a block per traveler, seats, payment and the final price, the
 * cursor in the first traveler's first name.
 */
export const BookChosenOffer: Story = {
  args: { path: CMN_CDG },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const book = await canvas.findAllByRole('button', { name: /^Book / }, slow);
    const priceOnResults = canvasElement.querySelector('[data-slot="offer-product"] [data-slot="money"]');
    // As Testing Library reads text: the fr-FR grouping spaces become plain ones.
    const price = (priceOnResults?.textContent ?? 'no price').replace(/\s+/g, ' ');
    await userEvent.click(book[0] ?? canvas.getByRole('button', { name: /^Book / }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Book this flight' }, slow),
    ).toBeVisible();
    // The offer kept for /book reads back at the price it was chosen at.
    const summary = canvas.getByRole('region', { name: 'Flight' });
    await expect(within(summary).getByText(price)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Adult 2' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Child 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose seats' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Final price (Cash)' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Adult 1' })).getByRole('textbox', { name: 'First name' }),
    ).toHaveFocus();
  },
};

/**
 * Seats are optional: the offer's seat map opens on demand, and confirming a choice keeps it for the
 * booking without sending the booking form around it.
 */
export const BookWithSeats: Story = {
  args: { path: CMN_CDG },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const book = await canvas.findAllByRole('button', { name: /^Book / }, slow);
    await userEvent.click(book[0] ?? canvas.getByRole('button', { name: /^Book / }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose seats' }, slow));
    const seats = within(await canvas.findByRole('region', { name: 'Seats' }, slow));
    await waitFor(() => expect(seats.getAllByRole('grid').length).toBeGreaterThan(0), slow);
    const free = canvasElement.querySelector<HTMLElement>('[data-slot="seat"]:not([aria-disabled])');
    if (free === null) throw new Error('The seat map has no free seat');
    await userEvent.click(free);
    await userEvent.click(seats.getAllByRole('button', { name: 'Review seats' })[0] ?? free);
    await userEvent.click(await seats.findByRole('button', { name: 'Confirm seats' }));
    await expect(await seats.findByText(/^Seats kept for flight /)).toBeVisible();
    // The seat map's buttons did not send the booking form: no field is flagged.
    await expect(canvasElement.querySelector('[data-slot="booking-form-errors"]')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Book this flight' })).toBeVisible();
  },
};
