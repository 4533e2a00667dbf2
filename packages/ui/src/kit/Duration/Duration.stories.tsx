import type { Meta, StoryObj } from '@storybook/react-vite';
import { Duration } from './Duration';
import { padded, readsSlot } from '../story-helpers/value-stories';

const meta = {
  title: 'Data display/Duration',
  component: Duration,
  parameters: { layout: 'padded' },
  args: { value: 'PT2H30M' },
  decorators: [padded],
} satisfies Meta<typeof Duration>;

export default meta;
type Story = StoryObj<typeof meta>;

const reads = readsSlot('duration');

export const HoursAndMinutes: Story = { play: reads('2 h 30 min', 'PT2H30M') };

export const MinutesOnly: Story = { args: { value: 'PT45M' }, play: reads('45 min', 'PT0H45M') };

export const WholeHours: Story = { args: { value: 'PT3H' }, play: reads('3 h', 'PT3H0M') };

/** A day counts 24 hours: an overnight connection. */
export const OverADay: Story = { args: { value: 'P1DT1H' }, play: reads('25 h', 'PT25H0M') };

export const FromMinutes: Story = { args: { value: 95 }, play: reads('1 h 35 min', 'PT1H35M') };

export const Invalid: Story = { args: { value: '2h30' }, play: reads('—') };
