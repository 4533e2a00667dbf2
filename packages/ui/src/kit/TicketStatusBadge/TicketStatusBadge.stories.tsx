import type { BadgeTone } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BADGE_TONE_COLORS } from '../StatusBadge/StatusBadge';
import { TicketStatusBadge } from './TicketStatusBadge';
import { inFlex } from '../story-helpers/frames';

const meta = {
  title: 'Status/TicketStatusBadge',
  component: TicketStatusBadge,
  parameters: { layout: 'padded' },
  args: { status: 'ticketed' },
  decorators: [inFlex({ p: '4', gap: '3', wrap: 'wrap', align: 'center' })],
} satisfies Meta<typeof TicketStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function shows(label: string, tone: BadgeTone): Story['play'] {
  return async ({ canvas }) => {
    const badge = canvas.getByText(label);
    await expect(badge).toHaveAttribute('data-slot', 'ticket-status-badge');
    await expect(badge).toHaveAttribute('data-tone', tone);
    await expect(badge).toHaveAttribute('data-accent-color', BADGE_TONE_COLORS[tone]);
  };
}

export const Ticketed: Story = { play: shows('Ticketed', 'success') };

export const Cancelled: Story = { args: { status: 'cancelled' }, play: shows('Cancelled', 'warning') };

export const Voided: Story = { args: { status: 'voided' }, play: shows('Voided', 'error') };

export const Pending: Story = { args: { status: 'pending' }, play: shows('Pending', 'neutral') };

/** A status SPEC §4 does not name is neutral, its label written like the others. */
export const UnknownStatus: Story = { args: { status: 'EXCHANGED' }, play: shows('Exchanged', 'neutral') };

/** Backends disagree on case: 'VOIDED' is voided. */
export const UpperCaseStatus: Story = {
  args: { status: 'VOIDED' },
  play: shows('Voided', 'error'),
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Shows the badge Voided pictures.' } },
};

export const NoStatus: Story = { args: { status: null }, play: shows('Unknown', 'neutral') };

/** Every status as a ticket list shows them, at 1280 and 375 px. */
export const All: Story = {
  tags: ['phone-screenshot'],
  render: () => (
    <>
      {['ticketed', 'cancelled', 'voided', 'pending', 'exchanged', 'refunded'].map((status) => (
        <TicketStatusBadge key={status} status={status} />
      ))}
    </>
  ),
  play: async (context) => {
    await shows('Ticketed', 'success')?.(context);
    await shows('Cancelled', 'warning')?.(context);
    await shows('Voided', 'error')?.(context);
    await shows('Pending', 'neutral')?.(context);
    await shows('Exchanged', 'neutral')?.(context);
    await shows('Refunded', 'neutral')?.(context);
  },
};
