import { PERMISSION_MESSAGES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RecordLoadErrorView } from './RecordLoadErrorView';

const meta = {
  title: 'Pages/RecordLoadErrorView',
  component: RecordLoadErrorView,
  args: {
    title: 'Reservation',
    message: PERMISSION_MESSAGES.unknownResource('reservation'),
    onRetry: fn(),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
} satisfies Meta<typeof RecordLoadErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another organization's reservation: SPEC §6's message, not the record. */
export const NotAllowed: Story = { tags: ['phone-screenshot'] };

/** The server or the network failed: its message and a retry. */
export const ServerError: Story = { args: { message: 'Internal server error' }, tags: ['phone-screenshot'] };
