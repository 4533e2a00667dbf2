import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

/** A switch of a form that keeps its state, as the form would. */
function RefundableField({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onCheckedChange(next);
      }}
    >
      Refundable fares only
    </CheckboxField>
  );
}

const meta = {
  title: 'Forms/CheckboxField',
  component: RefundableField,
  parameters: { layout: 'padded' },
  args: { onCheckedChange: fn() },
} satisfies Meta<typeof RefundableField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label ticks the box, a second one unticks it; each change is reported as a boolean. */
export const Ticking: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Refundable fares only' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Refundable fares only'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
