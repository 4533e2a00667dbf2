import { Button, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyNote, RecordSection } from './RecordSection';

const meta = {
  title: 'Data display/RecordSection',
  component: RecordSection,
  parameters: { layout: 'padded' },
  args: {
    title: 'OSI remarks',
    slot: 'osi-remarks',
    children: <Text size="2">VIP CLIENT</Text>,
  },
} satisfies Meta<typeof RecordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card that is a region named by its heading, its content below. */
export const WithContent: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'OSI remarks' });
    await expect(region).toHaveAttribute('data-slot', 'osi-remarks');
    await expect(canvas.getByRole('heading', { level: 2, name: 'OSI remarks' })).toBeVisible();
    await expect(region).toHaveTextContent('VIP CLIENT');
  },
};

/** Buttons beside the heading act on the section; an empty section says so. */
export const WithActionsAndEmptyNote: Story = {
  tags: ['phone-screenshot'],
  args: {
    title: 'Tickets',
    slot: 'tickets',
    actions: (
      <Button size="1" variant="soft" onClick={fn()}>
        Issue tickets
      </Button>
    ),
    children: <EmptyNote>No tickets issued yet.</EmptyNote>,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tickets' });
    await expect(region).toContainElement(canvas.getByRole('button', { name: 'Issue tickets' }));
    await expect(canvas.getByText('No tickets issued yet.')).toHaveAttribute('data-slot', 'empty-note');
  },
};
