import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { airlineSeatMap } from '../../mock/seat-maps';
import { flightsOn, priceFlight } from '../../mock/schedule';
import { bookingDraft, type BookingDraft } from '../../rules';
import { LowCostBookingView } from './LowCostBookingView';
import { withHeldDraft } from '../story-controls';

const party = { ADT: 1, CNN: 0, INF: 1 };
const [scheduled] = flightsOn('RAK', 'ORY', '2026-12-18');
if (scheduled === undefined) throw new Error('RAK-ORY flies twice a day.');
const offer = priceFlight(scheduled, party);
const [basic] = offer.bundles;
if (basic === undefined) throw new Error('Every flight has its Basic bundle.');
const flight = { ...offer, bundle: 'BASIC' as const, price: basic };
/** The simulated airline's own seat map of the flight, seats priced for Basic. */
const seatMap = airlineSeatMap(flight.flightNumber, flight.departure, 'BASIC', new Set());

const passport = { passportNumber: 'AB123456', passportCountry: 'MA', passportExpiry: '2030-01-31' };
const empty = bookingDraft(party, 1);
const filled: BookingDraft = {
  ...empty,
  travellers: [
    { type: 'ADT', givenName: 'Salma', surname: 'Bennani', birthDate: '', ...passport },
    { type: 'INF', givenName: 'Rayan', surname: 'Bennani', birthDate: '2026-02-01', ...passport },
  ],
  email: 'salma@example.ma',
  phone: '+212 600 000 000',
};

const meta = {
  title: 'Low-cost plugin/LowCostBookingView',
  component: LowCostBookingView,
  args: {
    flights: [flight],
    value: filled,
    onChange: fn(),
    seatMaps: [null],
    onOpenSeatMap: fn(),
    onSubmit: fn(),
    submitting: false,
  },
  render: withHeldDraft(LowCostBookingView),
} satisfies Meta<typeof LowCostBookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in: a bag for the adult adds 150 MAD to the total, and paying from the balance sends the booking. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /More bags: traveller 2/ })).toBeNull(); // the infant
    await userEvent.click(
      canvas.getByRole('button', { name: `More bags: traveller 1 on ${flight.flightNumber}` }),
    );
    await expect(
      canvas.getByRole('status', { name: `Bags: traveller 1 on ${flight.flightNumber}` }),
    ).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay from balance' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ extras: [{ traveller: 0, flight: 0, bags: 1, seat: null }] }),
      'balance',
    );
  },
};

/** Sent empty: each field says what it needs (the infant's date of birth too), nothing is booked. */
export const MissingDetails: Story = {
  tags: ['phone-screenshot'],
  args: { value: empty },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hold booking' }));
    const infant = canvas.getByRole('group', { name: 'Infant 2' });
    await expect(await within(infant).findByText('Enter the date of birth')).toBeVisible();
    await expect(canvas.getAllByText('Enter the passport number')).toHaveLength(2);
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The seat map is asked for when opened, and shows it loads. */
export const SeatMapLoading: Story = {
  args: { seatMaps: [{ status: 'pending' }] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Choose seats on ${flight.flightNumber}` }));
    await expect(args.onOpenSeatMap).toHaveBeenCalledWith(0);
    await expect(canvas.getByText('Loading the seat map…')).toBeVisible();
  },
};

/** A paid seat chosen on the airline's seat map (Basic pays every seat) is added to the total. */
export const PaidSeatChosen: Story = {
  args: { seatMaps: [{ status: 'success', data: seatMap }] },
  play: async ({ canvas, args }) => {
    const total = canvas.getByText(/^Total /).textContent;
    await userEvent.click(canvas.getByRole('button', { name: `Choose seats on ${flight.flightNumber}` }));
    const seat = seatMap.decks[0]?.rows
      .flatMap((row) => row.seats)
      .find((candidate) => candidate.availability === 'paid');
    if (seat === undefined) throw new Error('A paid seat is left.');
    // The seat map is loaded on first use.
    await userEvent.click(
      await canvas.findByRole('gridcell', { name: new RegExp(`^${seat.code}\\b`) }, { timeout: 15_000 }),
    );
    await expect(canvas.getByText(/^Total /).textContent).not.toBe(total);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay from balance' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ extras: [{ traveller: 0, flight: 0, bags: 0, seat: seat.code }] }),
      'balance',
    );
  },
};

/** While the booking is sent, both buttons wait. */
export const Sending: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hold booking' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pay from balance' })).toBeDisabled();
  },
};

/** The airline refused (the balance was short): its message, the form kept as typed. */
export const Refused: Story = {
  tags: ['phone-screenshot'],
  args: {
    error:
      'Insufficient balance: Atlas Voyages Casablanca has 120,00 MAD, K7QX2P needs 2 450,00 MAD. Top up the balance and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect(canvas.getAllByRole('textbox', { name: 'Given name' })[0]).toHaveValue('Salma');
  },
};

/** Held: the airline's reference and until when it holds the booking unpaid. */
export const Held: Story = {
  tags: ['phone-screenshot'],
  args: {
    result: { reference: 'K7QX2P', status: 'held', total: 245_000, timeLimit: '2026-11-25T11:00:00Z' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Booking held' })).toBeVisible();
    await expect(canvas.getByText('K7QX2P')).toBeVisible();
    await expect(canvas.getByText(/held until 25\/11\/2026/)).toBeVisible();
  },
};

/** Paid from the balance: the airline's reference. */
export const Paid: Story = {
  args: { result: { reference: 'K7QX2P', status: 'paid', total: 245_000, timeLimit: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(canvas.getByText('K7QX2P')).toBeVisible();
  },
};

/** The form in French, sent empty: each field says in French what it needs. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { value: empty },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Réservation' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Adulte 1' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Bébé 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Payer sur le solde' }));
    await expect(await canvas.findAllByText('Saisissez le prénom')).toHaveLength(2);
    await expect(canvas.getByText('Saisissez la date de naissance')).toBeVisible();
    await expect(canvas.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Plus de bagages : voyageur 1 sur le ${flight.flightNumber}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mettre en option' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The booking held, in French: the airline's reference and until when it holds it. */
export const HeldInFrench: Story = {
  ...Held,
  tags: [],
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Réservation en option' })).toBeVisible();
    await expect(canvas.getByText(/en option jusqu'au 25\/11\/2026/)).toBeVisible();
  },
};
