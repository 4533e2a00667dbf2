import { DEFAULT_PASSENGER_COUNTS, INVALID_PASSENGERS_MESSAGE } from '@comptoir/flight-domain';
import { Box } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useReportedState } from '../story-helpers/use-reported-state';
import { PassengerSelector, type PassengerSelectorProps } from './PassengerSelector';
import { phone } from '../story-helpers/story-helpers';

/** Holds the counts as a form would, and reports each count it leads to. */
function Controlled(args: PassengerSelectorProps) {
  const [value, setValue] = useReportedState(args.value, args.onChange);
  return (
    <Box p="4" maxWidth="420px">
      <PassengerSelector {...args} value={value} onChange={setValue} />
    </Box>
  );
}

const meta = {
  title: 'Search/PassengerSelector',
  component: PassengerSelector,
  parameters: { layout: 'padded' },
  args: { value: DEFAULT_PASSENGER_COUNTS, onChange: fn() },
  render: Controlled,
} satisfies Meta<typeof PassengerSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One adult: the counts a new search starts with, labelled from the passenger type codes. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    for (const label of ['Adult', 'Child', 'Infant', 'Unaccompanied Minor']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Fewer: Child' })).toBeDisabled();
  },
};

/** A family of two adults, a child and an infant is valid. */
export const Family: Story = {
  args: { value: { adt: 2, cnn: 1, inf: 1, unn: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** SPEC §5 applied live, each rule in turn; the message always sits at the adults field. */
export const AppliesThePassengerRules: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const adultsRow = () => canvasElement.querySelector('[data-field="adt"]')?.parentElement;
    // No passengers at all.
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer: Adult' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ adt: 0, cnn: 0, inf: 0, unn: 0 }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_PASSENGERS_MESSAGE);
    await expect(adultsRow()).toContainElement(canvas.getByRole('alert'));
    // A child needs an adult.
    await userEvent.click(canvas.getByRole('button', { name: 'More: Child' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_PASSENGERS_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'More: Adult' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    // An unaccompanied minor travels with nobody else.
    await userEvent.click(canvas.getByRole('button', { name: 'More: Unaccompanied Minor' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_PASSENGERS_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer: Adult' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fewer: Child' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ adt: 0, cnn: 0, inf: 0, unn: 1 }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The broken state as a designer sees it: an infant without an adult. */
export const InvalidOnPhone: Story = {
  args: { value: { adt: 0, cnn: 0, inf: 1, unn: 0 } },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_PASSENGERS_MESSAGE);
  },
};

/** Steppers stop at the most passengers of one type. */
export const StopsAtTheMaximum: Story = {
  args: { value: { adt: 8, cnn: 0, inf: 0, unn: 0 }, maxPerType: 9 },
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: 'More: Adult' });
    await userEvent.click(more);
    await expect(more).toBeDisabled();
  },
};

/** Two steps before the next render both count: each applies to the counts the other left. */
export const StepsBeforeARender: Story = {
  play: async ({ args, canvas }) => {
    const more = canvas.getByRole('button', { name: 'More: Child' });
    // Two clicks in one task: the second comes before React has rendered the first.
    more.click();
    more.click();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ adt: 1, cnn: 2, inf: 0, unn: 0 }));
    await expect(canvas.getByRole('status', { name: 'Child' })).toHaveTextContent('2');
  },
};

/** An airline that carries no unaccompanied minors: only the types it carries are offered. */
export const SomeTypesOnly: Story = {
  args: { fields: ['adt', 'cnn', 'inf'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Infant')).toBeVisible();
    await expect(canvas.queryByText('Unaccompanied Minor')).toBeNull();
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};
