import { LOCATOR_INPUT_MESSAGE } from '@comptoir/flight-domain';
import { Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LocatorRetrieveField } from './LocatorRetrieveField';

const meta = {
  title: 'Records/LocatorRetrieveField',
  component: LocatorRetrieveField,
  parameters: { layout: 'padded' },
  args: {
    onRetrieve: fn<(locator: string) => Promise<void>>(() => Promise.resolve()),
    onPrepare: fn(),
  },
  // As the app header holds it: at the right end of a 56 px bar.
  render: (args) => (
    <Flex justify="end" align="center" px="4" className="h-14 border-b border-(--gray-a5)">
      <LocatorRetrieveField {...args} />
    </Flex>
  ),
} satisfies Meta<typeof LocatorRetrieveField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/` from anywhere puts the cursor in the field, which has what retrieving needs fetched; Enter
 * retrieves the locator, read in capitals.
 */
export const RetrievesFromTheKeyboard: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(args.onPrepare).not.toHaveBeenCalled();
    await userEvent.keyboard('/');
    const field = canvas.getByRole('textbox', { name: 'Locator' });
    await expect(field).toHaveFocus();
    await expect(args.onPrepare).toHaveBeenCalledOnce();
    await userEvent.type(field, ' rwbaum {Enter}');
    // Checked first, by the module the field fetched when it was focused.
    await waitFor(() => expect(args.onRetrieve).toHaveBeenCalledWith('RWBAUM'));
    await expect(args.onRetrieve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Not a locator: said under the field, nothing sent, what was typed kept. */
export const Invalid: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Locator' });
    await userEvent.type(field, 'RWB{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOCATOR_INPUT_MESSAGE);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(LOCATOR_INPUT_MESSAGE);
    await expect(field).toHaveValue('RWB');
    await expect(args.onRetrieve).not.toHaveBeenCalled();
  },
};

/** An unknown locator: the server's message under the field, what was typed kept. */
export const Unknown: Story = {
  tags: ['phone-screenshot'],
  args: {
    onRetrieve: fn<(locator: string) => Promise<void>>(() =>
      Promise.reject(new Error('Reservation ZZZZZZ not found')),
    ),
  },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Locator' });
    await userEvent.type(field, 'ZZZZZZ{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Reservation ZZZZZZ not found');
    await expect(field).toHaveValue('ZZZZZZ');
    await expect(args.onRetrieve).toHaveBeenCalledTimes(1);
  },
};

/** While the record is fetched: a spinner, and Enter pressed again sends nothing more. */
export const Pending: Story = {
  args: { onRetrieve: fn<(locator: string) => Promise<void>>(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Locator' });
    await userEvent.type(field, 'RWBAUM{Enter}{Enter}');
    await expect(await canvas.findByLabelText('Retrieving')).toBeVisible();
    await expect(args.onRetrieve).toHaveBeenCalledTimes(1);
  },
};
