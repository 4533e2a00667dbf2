import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LowCostBookingStatus } from './LowCostBookingStatus';
import { failsWithRetry } from '../story-plays';

const meta = {
  title: 'Low-cost plugin/LowCostBookingStatus',
  component: LowCostBookingStatus,
  parameters: { layout: 'padded' },
  args: { state: { status: 'pending' } },
} satisfies Meta<typeof LowCostBookingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The airline prices the flights picked again. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Booking' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the flights with the airline…');
  },
};

const retry = fn();
/** A flight no longer offered: why, and a retry. */
export const Failed: Story = {
  tags: ['phone-screenshot'],
  args: {
    state: {
      status: 'error',
      message: 'R9 1060 on 15/03/2027 is no longer offered: choose another flight.',
      onRetry: retry,
    },
  },
  play: failsWithRetry('is no longer offered', retry),
};

/** In French: the flights being checked with the airline. */
export const InFrench: Story = {
  ...Loading,
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Réservation' })).toBeVisible();
    await expect(canvas.getByText('Vérification des vols auprès de la compagnie…')).toBeVisible();
  },
};
