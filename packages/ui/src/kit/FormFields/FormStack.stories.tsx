import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormStack } from './FormStack';
import { TextInputField } from './TextInputField';

const meta = {
  title: 'Forms/FormStack',
  component: FormStack,
  parameters: { layout: 'padded' },
  args: {
    label: 'Add a remark',
    onSubmit: fn(),
    children: (
      <>
        <TextInputField label="Remark" value="" onValueChange={fn()} required />
        <Button type="submit">Add</Button>
      </>
    ),
  },
} satisfies Meta<typeof FormStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting hands over to `onSubmit`, even with a required field empty: the form does its own checks. */
export const Submits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Add a remark' })).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
