import { formatMoney } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { gdsReservation } from '../../kit/story-helpers/record-fixtures';
import { ReservationSummaryView } from './ReservationSummaryView';

const meta = {
  title: 'Records/ReservationSummaryView',
  component: ReservationSummaryView,
  args: { reservation: gdsReservation },
} satisfies Meta<typeof ReservationSummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a booking lands: the new reservation's locator, route, departure, travelers and total. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Reservation ${gdsReservation.locator}` }),
    ).toBeVisible();
    const travelers = gdsReservation.travelers.map(({ firstName, lastName }) => `${firstName} ${lastName}`);
    await expect(canvas.getByText(travelers.join(', '))).toBeVisible();
    await expect(canvas.getByText(gdsReservation.route)).toBeVisible();
    // As Testing Library reads text: the fr-FR grouping spaces become plain ones.
    await expect(canvas.getByText(formatMoney(gdsReservation.total).replace(/\s+/g, ' '))).toBeVisible();
  },
};

export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
