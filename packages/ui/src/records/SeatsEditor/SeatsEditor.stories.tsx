import { seatMapFor } from '@comptoir/mock-backend';
import { reservationSchema, seatMapSchema } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { m } from '../../i18n/paraglide/messages.js';
import { expect, fn, waitFor, within } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { expectFailurePanel } from '../../kit/story-helpers/story-helpers';
import { SeatsEditor, type SeatsEditorProps } from './SeatsEditor';

/*
 * Fixtures: `gdsReservation` (RWBAUM) once seats were chosen in a workbench, recorded from the sandbox
 * (`@comptoir/mock-backend`, clock at 2026-11-20T09:30Z): `POST /reservations/seats-map/WB-000001/confirm`
 * then the commit gave the two adults 9A and 9B on the outbound flight. The seat map is the one
 * `GET /reservations/seats-map/RI-RWBAUM/CO-ZDYCKO` answers (the sandbox's `seatMapFor`), decoded by
 * flight-domain's schema.
 */
/** The seats of RWBAUM after the commit. */
const rwbaumSeats = reservationSchema.shape.seats.parse([
  {
    travelerId: 'RES-000001-T1',
    segmentId: 'U21064-CMNCDG-20261218',
    seatCode: '9A',
  },
  {
    travelerId: 'RES-000001-T2',
    segmentId: 'U21064-CMNCDG-20261218',
    seatCode: '9B',
  },
]);

/** Both flights of RWBAUM, its own seats shown taken as the sandbox serves them. */
const rwbaumSeatMap = seatMapSchema.parse(seatMapFor(gdsReservation.itinerary, rwbaumSeats));

const meta = {
  title: 'Workbench/SeatsEditor',
  component: SeatsEditor,
  parameters: { layout: 'padded' },
  args: {
    seatMap: { status: 'success', data: rwbaumSeatMap },
    travelers: gdsReservation.travelers,
    seats: rwbaumSeats,
    onConfirm: fn<SeatsEditorProps['onConfirm']>(() => Promise.resolve()),
  },
} satisfies Meta<typeof SeatsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seat cell of the flight shown. */
function seat(canvasElement: HTMLElement, code: string): HTMLElement {
  const cell = canvasElement.querySelector<HTMLElement>(
    `[role="tabpanel"]:not([hidden]) [data-slot="seat"][data-seat="${code}"]`,
  );
  if (!cell) throw new Error(`No seat ${code}`);
  return cell;
}

/** The seat map's code comes after the first render (the editor loads it on use): wait for its flights. */
async function seatMapShown(canvasElement: HTMLElement): Promise<void> {
  await within(canvasElement).findByRole('tablist', { name: 'Flights' });
}

/** The passenger card to seat next. */
function passenger(canvasElement: HTMLElement, name: RegExp): HTMLElement {
  return within(canvasElement).getByRole('radio', { name });
}

/** Amina and Rachid hold 9A and 9B on the outbound flight; Lina has no seat yet. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const flights = await canvas.findByRole('tablist', { name: 'Flights' });
    await expect(within(flights).getAllByRole('tab')).toHaveLength(2);
    await expect(within(flights).getByRole('tab', { name: 'Flight U21064' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(flights).getByRole('tab', { name: 'Flight U2775' })).toBeEnabled();
    await expect(passenger(canvasElement, /Amina Alaoui.*Seat 9A/)).toBeChecked();
    await expect(passenger(canvasElement, /Rachid Alaoui.*Seat 9B/)).toBeInTheDocument();
    await expect(passenger(canvasElement, /Lina Alaoui.*No seat yet/)).toBeInTheDocument();
    await expect(seat(canvasElement, '9A')).toHaveAccessibleName(/selected for Amina Alaoui/);
  },
};

/** Lina takes 9C and Amina moves to 10B: only those two are sent, Rachid's unchanged seat is not. */
export const ChangesSeats: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await seatMapShown(canvasElement);
    await userEvent.click(passenger(canvasElement, /Lina Alaoui/));
    await userEvent.click(seat(canvasElement, '9C'));
    await userEvent.click(passenger(canvasElement, /Amina Alaoui/));
    await userEvent.click(seat(canvasElement, '10B'));
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith([
      { travelerId: 'RES-000001-T1', segmentId: 'U21064-CMNCDG-20261218', seatCode: '10B' },
      { travelerId: 'RES-000001-T3', segmentId: 'U21064-CMNCDG-20261218', seatCode: '9C' },
    ]);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Flight U21064: Amina Alaoui to 10B, Lina Alaoui to 9C. Pending until the workbench is committed.',
    );
    // Back at the seat choice, with the seats sent now held: confirming again sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.editor_seats_none_changed());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The return flight has no seats yet: the whole family is seated together. */
export const SeatsTheReturnFlight: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await seatMapShown(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Flight U2775' }));
    await waitFor(() => expect(passenger(canvasElement, /Amina Alaoui.*No seat yet/)).toBeChecked());
    for (const code of ['6A', '6B', '6C']) await userEvent.click(seat(canvasElement, code));
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith([
      { travelerId: 'RES-000001-T1', segmentId: 'U2775-CDGCMN-20261227', seatCode: '6A' },
      { travelerId: 'RES-000001-T2', segmentId: 'U2775-CDGCMN-20261227', seatCode: '6B' },
      { travelerId: 'RES-000001-T3', segmentId: 'U2775-CDGCMN-20261227', seatCode: '6C' },
    ]);
  },
};

/** Confirming with the seats already held says so on the review step, and sends nothing. */
export const NothingChanged: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await seatMapShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.editor_seats_none_changed());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The seat was taken meanwhile: the message shows on the review step and the choice stays. */
export const ConfirmFails: Story = {
  args: {
    onConfirm: fn<SeatsEditorProps['onConfirm']>(() =>
      Promise.reject(new Error('Seat 9C on U21064 is not available.')),
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await seatMapShown(canvasElement);
    await userEvent.click(passenger(canvasElement, /Lina Alaoui/));
    await userEvent.click(seat(canvasElement, '9C'));
    await userEvent.click(canvas.getByRole('button', { name: 'Review seats' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Seat 9C on U21064 is not available.');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith([
      { travelerId: 'RES-000001-T3', segmentId: 'U21064-CMNCDG-20261218', seatCode: '9C' },
    ]);
    await expect(canvas.getByText(/^Seat 9C,/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change seats' }));
    await expect(passenger(canvasElement, /Lina Alaoui.*Seat 9C/)).toBeInTheDocument();
  },
};

/** No workbench open: the flights cannot be switched and the seat map is out of reach. */
export const Disabled: Story = {
  tags: ['phone-screenshot'],
  args: { disabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    await seatMapShown(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toBeDisabled();
    const map = canvasElement.querySelector('[data-slot="seats-editor-map"]');
    await expect(map).toHaveAttribute('inert');
    seat(canvasElement, '9C').focus();
    await expect(seat(canvasElement, '9C')).not.toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The seat map still loading: the section says so, the rest of the workbench is usable. */
export const SeatMapLoading: Story = {
  args: { seatMap: { status: 'pending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the seat map…');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The seat map failed to load: SPEC §8's fallback panel, its message and a retry, in the section only. */
export const SeatMapFailed: Story = {
  tags: ['phone-screenshot'],
  args: {
    seatMap: {
      status: 'error',
      message: 'We apologize, but an error has occurred while processing your request.',
      onRetry: fn(),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const retry = await expectFailurePanel(
      await canvas.findByRole('alert'),
      'We apologize, but an error has occurred while processing your request.',
      userEvent,
    );
    await userEvent.click(retry);
    if (args.seatMap.status !== 'error') throw new Error('The story shows a failed seat map');
    await expect(args.seatMap.onRetry).toHaveBeenCalledOnce();
    // Whether the browser rings a clicked button varies: the screenshot shows the section at rest.
    retry.blur();
  },
};
