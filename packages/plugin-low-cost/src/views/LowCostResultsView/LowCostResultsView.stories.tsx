import { formatMoney } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { flightsOn, priceFlight, windowDays } from '../../mock/schedule';
import { LowCostResultsView } from './LowCostResultsView';
import { loadLowCostFlights } from './lazy-flights';
import { totalWithSurcharge } from '../../rules';
import { failsWithRetry, saysLoading } from '../story-plays';

const DATE = '2026-12-18';
const party = { ADT: 2, CNN: 1, INF: 0 };
/** The simulated airline's own flights Marrakech → Paris Orly, the 7 days around the chosen one. */
const offers = windowDays(DATE, 3).flatMap((day) =>
  flightsOn('RAK', 'ORY', day).map((flight) => priceFlight(flight, party)),
);

const meta = {
  title: 'Low-cost plugin/LowCostResultsView',
  component: LowCostResultsView,
  // The flights' code, as the route's loader fetches it beside the answer.
  loaders: [async () => ({ flights: await loadLowCostFlights() })],
  args: {
    routeLabel: 'Marrakech (RAK) → Paris Orly (ORY)',
    date: DATE,
    offers: { status: 'success', data: offers },
    sort: 'price',
    onSortChange: fn(),
    paymentMethod: 'cash',
    onPaymentMethodChange: fn(),
    onDateChange: fn(),
    onChoose: fn(),
    onChangeSearch: fn(),
  },
} satisfies Meta<typeof LowCostResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;
/** An amount as toHaveTextContent compares it: its no-break spaces are plain spaces there. */
const shown = (centimes: number) => formatMoney(centimes).replace(/\s/g, ' ');

/** The day's flights cheapest first, each bundle's price for the party, and the 7-day calendar strip. */
export const Success: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args }) => {
    const calendar = canvas.getByRole('navigation', { name: 'Low-fare calendar' });
    const days = within(calendar).getAllByRole('button');
    await expect(days).toHaveLength(7);
    await expect(days[3]).toHaveAttribute('aria-pressed', 'true');
    const flights = within(canvas.getByRole('list', { name: 'Flights on 18/12/2026' })).getAllByRole(
      'listitem',
    );
    await expect(flights).toHaveLength(2);
    const cheapest = Math.min(
      ...offers
        .filter((offer) => offer.departure.startsWith(DATE))
        .map((offer) => offer.bundles[0]?.total ?? 0),
    );
    await expect(flights[0]).toHaveTextContent(`Basic · ${shown(cheapest)}`);
    await expect(flights[0]).toHaveTextContent('Value');
    const [firstDay] = days;
    if (firstDay !== undefined) await userEvent.click(firstDay);
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-12-15');
    await userEvent.click(canvas.getByRole('radio', { name: 'Departure time' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('departure');
    const first = offers.find((offer) => offer.departure.startsWith(DATE));
    if (first === undefined) throw new Error('The timetable has no flight on the day.');
    await userEvent.click(canvas.getByRole('button', { name: `Choose Value on ${first.flightNumber}` }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining(first), 'VALUE');
  },
};

/** Paid by an international card: every price, the calendar's too, carries SPEC §9's 3 % surcharge. */
export const ByInternationalCard: Story = {
  args: { paymentMethod: 'international-bank-card' },
  play: async ({ canvas }) => {
    const day = offers.filter((offer) => offer.departure.startsWith(DATE));
    const cheapest = Math.min(...day.map((offer) => offer.bundles[0]?.total ?? 0));
    await expect(canvas.getByRole('button', { name: /^18\/12/ })).toHaveTextContent(
      shown(totalWithSurcharge(cheapest, 'international-bank-card')),
    );
  },
};

/** Another payment method chosen: the page is told, once. */
export const PaymentMethodChosen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Payment method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Local bank card (+2.3 %)' }));
    await expect(args.onPaymentMethodChange).toHaveBeenCalledTimes(1);
    await expect(args.onPaymentMethodChange).toHaveBeenCalledWith('local-bank-card');
  },
};

export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { offers: { status: 'pending' } },
  play: saysLoading("Searching the airline's flights…"),
};

/** No flight in the whole window: every day of the strip says so, and so does the day. */
export const Empty: Story = {
  tags: ['phone-screenshot'],
  args: { offers: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No flight')).toHaveLength(7);
    await expect(canvas.getByText('No flight on 18/12/2026: choose another day.')).toBeVisible();
  },
};

const retry = fn();
/** The airline's answer could not be read: its reason, and a retry. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: {
    offers: {
      status: 'error',
      message:
        "The airline's answer could not be read. Not well-formed XML (line 1): Unclosed tag 'OTA_AirLowFareSearchRS'.",
      onRetry: retry,
    },
  },
  play: async (context) => {
    const { canvas, args } = context;
    await failsWithRetry("The airline's answer could not be read.", retry)(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Change search' }));
    await expect(args.onChangeSearch).toHaveBeenCalled();
  },
};

/** The results in French: the calendar, the day's flights and what each bundle includes. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { paymentMethod: 'local-bank-card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vols low-cost' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Calendrier des petits prix' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Moyen de paiement' })).toHaveTextContent(
      'Carte bancaire locale (+2,3 %)',
    );
    const flights = within(canvas.getByRole('list', { name: 'Vols du 18/12/2026' })).getAllByRole('listitem');
    await expect(flights[0]).toHaveTextContent('1 bagage sous le siège (40 × 30 × 20 cm)');
    await expect(flights[0]).toHaveTextContent('Remboursable en avoir');
    await expect(flights[0]).toHaveTextContent(/\d+ sièges restants/);
    await expect(canvas.getAllByRole('button', { name: /^Choisir Value sur le R9 / })[0]).toBeVisible();
  },
};
