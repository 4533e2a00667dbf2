import { MEAL_CODES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GlobalDialog } from '../../kit/GlobalDialog/GlobalDialog';
import {
  cancelledReservation,
  gdsReservation,
  gdsReservationPartiallyTicketed,
  ndcReservation,
} from '../../kit/story-helpers/record-fixtures';
import { deferred, dialogClosed, findConfirmDialog, resetDialog } from '../RecordSections/story-play';
import { ReservationDetailView } from './ReservationDetailView';

const meta = {
  title: 'Pages/ReservationDetailView',
  component: ReservationDetailView,
  args: {
    reservation: gdsReservation,
    onTicket: fn(),
    onCancel: fn(),
    onReprice: fn(),
    onDownloadPdf: fn(),
    onFareRules: fn(),
    ticketHref: (ticket) => `/tickets/${ticket.id}/gds`,
  },
  render: (args) => (
    <>
      <ReservationDetailView {...args} />
      <GlobalDialog />
    </>
  ),
  beforeEach: resetDialog,
} satisfies Meta<typeof ReservationDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** A booked GDS reservation edited earlier: OSI remarks, meals, a wheelchair request and bags. */
export const GdsBooked: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Reservation ${gdsReservation.locator}` }),
    ).toBeVisible();
    for (const name of [
      'Itinerary',
      'Travelers',
      'Contacts',
      'OSI remarks',
      'Special services',
      'Ancillaries',
      'Price summary',
      'Tickets',
      'Fare rules',
    ])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    const services = canvas.getByRole('region', { name: 'Special services' });
    await expect(within(services).getByText(`Meal CHML: ${MEAL_CODES.CHML}`)).toBeVisible();
    await expect(within(services).getByText('Assistance WCHR: Wheelchair for the ramp')).toBeVisible();
    for (const name of ['Issue tickets', 'Reprice', 'Download PDF', 'Fare rules', 'Cancel reservation'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

export const GdsBookedOnPhone: Story = { globals: phone };

/** Every action calls its callback; while one runs, its button is busy and the others wait. */
export const ActionsCallTheirCallbacks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const ticketing = deferred();
    args.onTicket.mockImplementation(() => ticketing.promise);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue tickets' }));
    await expect(args.onTicket).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Issue tickets' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Reprice' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
    ticketing.resolve();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reprice' })).toBeEnabled());

    await userEvent.click(canvas.getByRole('button', { name: 'Reprice' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fare rules' }));
    await expect(args.onReprice).toHaveBeenCalledTimes(1);
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
    await expect(args.onFareRules).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Cancelling asks first: backing out does nothing, confirming calls `onCancel` once. */
export const CancelAsksForConfirmation: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation' }));
    let dialog = await findConfirmDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(`Cancel reservation ${gdsReservation.locator}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep reservation' }));
    await dialogClosed(canvasElement);
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reservation' }));
    dialog = await findConfirmDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await dialogClosed(canvasElement);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A failed action's message is shown on the page (the app's toast says it too). */
export const ActionFails: Story = {
  args: {
    onReprice: fn(() =>
      Promise.reject(
        new Error(
          `Reservation ${gdsReservation.locator} could not be repriced: the fare is no longer available.`,
        ),
      ),
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reprice' }));
    await expect(args.onReprice).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the fare is no longer available');
    await expect(canvas.getByRole('button', { name: 'Reprice' })).toBeEnabled();
  },
};

/** Ticketed, with one ticket voided since: ticketing, repricing and cancelling are refused, with why. */
export const GdsPartiallyTicketed: Story = {
  args: { reservation: gdsReservationPartiallyTicketed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Partially ticketed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue tickets' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reprice' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
    await expect(
      canvas.getByText(`${gdsReservation.locator} has issued tickets: void them before cancelling.`),
    ).toBeVisible();
    const tickets = within(canvas.getByRole('region', { name: 'Tickets' }));
    await expect(tickets.getAllByText('Ticketed')).toHaveLength(2);
    await expect(tickets.getByText('Voided')).toBeVisible();
    const [first] = gdsReservationPartiallyTicketed.tickets;
    await expect(tickets.getByRole('link', { name: `Ticket ${first?.number ?? ''}` })).toHaveAttribute(
      'href',
      `/tickets/${first?.id ?? ''}/gds`,
    );
  },
};

export const GdsPartiallyTicketedOnPhone: Story = { ...GdsPartiallyTicketed, globals: phone };

/** The NDC variant: an order, no OSI remarks nor fare basis (GDS notions). */
export const Ndc: Story = {
  args: { reservation: ndcReservation, ticketHref: (ticket) => `/tickets/${ticket.id}/ndc` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order ID')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'OSI remarks' })).toBeNull();
    await expect(canvas.getByText('Not ticketed yet.')).toBeVisible();
  },
};

export const NdcOnPhone: Story = { ...Ndc, globals: phone };

/** A cancelled reservation: only the PDF and the fare rules remain. */
export const Cancelled: Story = {
  args: { reservation: cancelledReservation },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue tickets' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};
