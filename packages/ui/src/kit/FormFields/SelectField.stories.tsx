import { CABIN_CLASS_LABELS, CABIN_CLASSES, type CabinClass } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { SelectField } from './SelectField';

const CABIN_OPTIONS = CABIN_CLASSES.map((cabin) => ({ value: cabin, label: CABIN_CLASS_LABELS[cabin] }));

/** A cabin select that keeps its choice, as a form would. */
function CabinField({ onChange }: { onChange: (cabin: CabinClass) => void }) {
  const [cabin, setCabin] = useState<CabinClass>('Economy');
  return (
    <SelectField
      label="Cabin"
      value={cabin}
      options={CABIN_OPTIONS}
      onChange={(next) => {
        setCabin(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SelectField',
  component: CabinField,
  parameters: { layout: 'padded' },
  args: { onChange: fn() },
} satisfies Meta<typeof CabinField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the select; choosing an option reports its value, not its label. */
export const Choosing: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cabin' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Premium Economy' }));
    await expect(args.onChange).toHaveBeenCalledWith('PremiumEconomy');
    await expect(await canvas.findByRole('combobox', { name: 'Cabin' })).toHaveTextContent('Premium Economy');
  },
};
