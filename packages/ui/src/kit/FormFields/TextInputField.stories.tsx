import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextInputField } from './TextInputField';
import { withHeldValue } from '../story-helpers/held-value';

const meta = {
  title: 'Forms/TextInputField',
  component: TextInputField,
  parameters: { layout: 'padded' },
  render: withHeldValue(TextInputField, 'onValueChange'),
  args: { label: 'Airlines', value: '', onValueChange: fn() },
} satisfies Meta<typeof TextInputField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports every change and keeps the text. */
export const Typing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Airlines' });
    await userEvent.type(field, 'AT');
    await expect(field).toHaveValue('AT');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AT');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** A hint and a message are both read with the field; the message marks it invalid. */
export const WithHintAndError: Story = {
  args: { value: 'A', hint: 'IATA codes, e.g. AT, AF', error: 'Enter 2-character airline codes' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Airlines' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'IATA codes, e.g. AT, AF Enter 2-character airline codes',
    );
  },
};
