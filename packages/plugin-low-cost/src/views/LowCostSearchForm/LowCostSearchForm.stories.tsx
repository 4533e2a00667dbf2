import { INVALID_PASSENGERS_MESSAGE } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { searchDraft } from '../../rules';
import { LowCostSearchForm } from './LowCostSearchForm';
import { withHeldDraft } from '../story-controls';

const filled = { ...searchDraft(), from: 'RAK', to: 'ORY', date: '2026-12-18' };

const meta = {
  title: 'Low-cost plugin/LowCostSearchForm',
  component: LowCostSearchForm,
  parameters: { layout: 'padded' },
  args: { value: searchDraft(), onChange: fn(), onSubmit: fn() },
  render: withHeldDraft(LowCostSearchForm),
} satisfies Meta<typeof LowCostSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new search, sent empty: each field says what it needs and nothing is searched. */
export const Empty: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Unaccompanied Minor')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(canvas.getByText('Choose a departure airport')).toBeVisible();
    await expect(canvas.getByText('Choose an arrival airport')).toBeVisible();
    await expect(canvas.getByText('Choose a departure date')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A one-way search on a route the airline flies is sent as typed. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  args: { value: { ...filled, adt: 2, cnn: 1 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      from: 'RAK',
      to: 'ORY',
      date: '2026-12-18',
      adt: 2,
      cnn: 1,
      inf: 0,
      unn: 0,
    });
  },
};

/** SPEC §5: an infant without an adult is refused at the adults field, and nothing is searched. */
export const InvalidPassengers: Story = {
  args: { value: { ...filled, inf: 1 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer: Adult' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_PASSENGERS_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status', { name: 'Infant' })).toHaveTextContent('1');
  },
};

/** A return: the return day must not be before the departure, and says so, keeping both days typed. */
export const ReturnBeforeDeparture: Story = {
  tags: ['phone-screenshot'],
  args: { value: { ...filled, trip: 'return', returnDate: '2026-12-10' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search flights' }));
    await expect(canvas.getByText('The return cannot be before the departure.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Return' })).toHaveValue('10/12/2026');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
