import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LowCostBookingStatus } from './LowCostBookingStatus';
import { phone } from '../story-viewports';

const meta = {
  title: 'Low-cost plugin/LowCostBookingStatus',
  component: LowCostBookingStatus,
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
export const LoadingOnPhone: Story = { ...Loading, globals: phone };

const retry = fn();
/** A flight no longer offered: why, and a retry. */
export const Failed: Story = {
  args: {
    state: {
      status: 'error',
      message: 'R9 1060 on 15/03/2027 is no longer offered: choose another flight.',
      onRetry: retry,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('is no longer offered');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};
export const FailedOnPhone: Story = { ...Failed, globals: phone };
