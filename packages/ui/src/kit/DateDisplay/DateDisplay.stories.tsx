import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateDisplay } from './DateDisplay';
import { padded, readsSlot } from '../story-helpers/value-stories';

const meta = {
  title: 'Data display/DateDisplay',
  component: DateDisplay,
  parameters: { layout: 'padded' },
  args: { value: '2025-03-07T10:05:00+01:00' },
  decorators: [padded],
} satisfies Meta<typeof DateDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

const reads = readsSlot('date-display');

/** fr-FR, 2-digit day and month (SPEC §3). */
export const DateOnly: Story = { play: reads('07/03/2025', '2025-03-07T10:05:00+01:00') };

/** A departure shows the airport's wall clock, whatever the browser's zone. */
export const Time: Story = { args: { format: 'time' }, play: reads('10:05') };

export const DateAndTime: Story = { args: { format: 'dateTime' }, play: reads('07/03/2025 10:05') };

/** An instant (epoch milliseconds) in a given zone. */
export const InstantInAZone: Story = {
  tags: ['no-screenshot'],
  parameters: {
    screenshot: { skipReason: 'Shows the text DateAndTime pictures: the same wall-clock time.' },
  },
  args: { value: 1741338300000, format: 'dateTime', timeZone: 'Europe/Paris' },
  play: reads('07/03/2025 10:05', '2025-03-07T09:05:00.000Z'),
};

export const Missing: Story = { args: { value: null }, play: reads('—') };

/** Not a date (30 February): the fallback instead of a broken page. */
export const Invalid: Story = {
  args: { value: '2025-02-30', fallback: 'Invalid date' },
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('[data-slot="date-display"]');
    await expect(element?.textContent).toBe('Invalid date');
    await expect(element).toHaveAttribute('data-invalid');
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
