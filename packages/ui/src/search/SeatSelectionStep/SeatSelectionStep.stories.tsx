import { type ConfirmedSeats, seatedPassengers } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SeatSelectionStep } from './SeatSelectionStep';
import { holdAnimations } from '../../kit/story-helpers/story-helpers';
import { sandboxSeatMap } from '../../kit/story-helpers/sandbox-seat-maps';

/** The seat map of an ATR 72 (four seats a row, so that it fits a phone), from the sandbox. */
const passengerCounts = { adt: 2, cnn: 1, inf: 1, unn: 0 };
const { seatMap, segment } = sandboxSeatMap(passengerCounts, 'AT7');

/** Keeps the confirmed seats as the booking page does, so that a confirmation shows in the story. */
function ControlledSeatSelectionStep(props: ComponentProps<typeof SeatSelectionStep>) {
  const [confirmed, setConfirmed] = useState<ConfirmedSeats>(props.confirmed);
  return (
    <SeatSelectionStep
      {...props}
      confirmed={confirmed}
      onConfirm={(segmentId, seats) => {
        setConfirmed((current) => ({ ...current, [segmentId]: seats }));
        props.onConfirm(segmentId, seats);
      }}
    />
  );
}

/** The booking form around the step, as on the booking page: its buttons must not send it. */
const bookingSubmitted = fn();

const meta = {
  title: 'Booking/SeatSelectionStep',
  component: SeatSelectionStep,
  parameters: { layout: 'padded' },
  render: ControlledSeatSelectionStep,
  args: {
    seatMap: { status: 'closed' },
    onOpen: fn(),
    passengers: seatedPassengers(passengerCounts),
    confirmed: {},
    onConfirm: fn(),
  },
  beforeEach: () => {
    bookingSubmitted.mockClear();
  },
  decorators: [
    (Story) => (
      <form
        aria-label="Booking"
        className="p-2 md:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          bookingSubmitted();
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SeatSelectionStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seats are optional: the seat map is only asked for when staff choose seats. */
export const Closed: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Seats (optional)' })).toBeVisible();
    const choose = canvas.getByRole('button', { name: 'Choose seats' });
    await userEvent.click(choose);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(bookingSubmitted).not.toHaveBeenCalled();
    choose.blur();
  },
};

/** While the seat map loads. */
export const Loading: Story = {
  tags: ['phone-screenshot'],
  args: { seatMap: { status: 'pending' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the seat map…');
    await expect(canvas.queryByRole('button', { name: 'Choose seats' })).toBeNull();
    holdAnimations(canvasElement);
  },
};

/** The seat map failed to load: the server's message, and a way to ask again. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: { seatMap: { status: 'error', message: 'The airline system is unavailable', onRetry: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The seat map could not be loaded. The airline system is unavailable',
    );
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    if (args.seatMap.status !== 'error') throw new Error('The story shows no error');
    await expect(args.seatMap.onRetry).toHaveBeenCalledOnce();
    await expect(bookingSubmitted).not.toHaveBeenCalled();
    retry.blur();
  },
};

/**
 * The seat map loaded: a seat chosen, reviewed and confirmed is kept for the booking, and the seat
 * map's buttons never send the booking form around it. The infant sits on a lap: no seat.
 */
export const Loaded: Story = {
  tags: ['phone-screenshot'],
  args: { seatMap: { status: 'success', data: seatMap } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // The seat map's code comes apart from the page's: the grid shows once it has arrived.
    await expect((await canvas.findAllByRole('grid')).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('radio', { name: /Infant/ })).toBeNull();
    const free = canvasElement.querySelector<HTMLElement>('[data-slot="seat"]:not([aria-disabled])');
    if (free === null) throw new Error('The seat map has no free seat');
    await userEvent.click(free);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Review seats' })[0] ?? free);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm seats' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    // Only the first traveler was seated, on the one flight of the map.
    await expect(args.onConfirm).toHaveBeenCalledWith(segment.segmentId, {
      '0': expect.stringMatching(/^\d+[A-K]$/) as unknown,
    });
    await expect(within(canvasElement).getByText(`Seats kept for flight ${segment.flight}.`)).toBeVisible();
    await expect(bookingSubmitted).not.toHaveBeenCalled();
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
  },
};
