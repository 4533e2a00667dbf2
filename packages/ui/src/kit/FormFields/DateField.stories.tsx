import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pickOnCalendar } from '../story-helpers/story-helpers';
import { DateField } from './DateField';
import { m } from '../../i18n/paraglide/messages.js';
import { withHeldValue } from '../story-helpers/held-value';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  parameters: { layout: 'padded' },
  render: withHeldValue(DateField, 'onChange'),
  args: { label: 'Departure', value: '', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A date typed in fr-FR is handed over as an ISO date. */
export const TypedInFrench: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Departure' }), '07/03/2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-07');
  },
};

/** A text that is not a date says so when the field is left, and stays as typed. */
export const NotADate: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Departure' });
    await userEvent.type(field, '31/02/2027');
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription(m.kit_date_format());
    await expect(field).toHaveValue('31/02/2027');
  },
};

/** The calendar opens on the chosen month, in French, and a picked day fills the field. */
export const PickedOnTheCalendar: Story = {
  args: { value: '2027-03-07' },
  play: async (context) => {
    const { args, canvas } = context;
    await pickOnCalendar(context, 'Departure', '12 mars 2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-12');
    await expect(canvas.getByRole('textbox', { name: 'Departure' })).toHaveValue('12/03/2027');
  },
};
