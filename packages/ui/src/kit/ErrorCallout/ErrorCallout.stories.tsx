import { Button, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorCallout } from './ErrorCallout';

const meta = {
  title: 'Feedback/ErrorCallout',
  component: ErrorCallout,
  parameters: { layout: 'padded' },
  args: { message: 'The server refused the change: the reservation was cancelled meanwhile.' },
} satisfies Meta<typeof ErrorCallout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's or a dialog's last call failed: its reason, announced as an alert, in the small size. */
export const InAForm: Story = {
  tags: ['phone-screenshot'],
  args: { size: '1', slot: 'editor-error' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'The server refused the change: the reservation was cancelled meanwhile.',
    );
    await expect(alert).toHaveAttribute('data-slot', 'editor-error');
  },
};

/** A page's load failed: Radix's default size, with a way to try again below the reason. */
export const WithRetry: Story = {
  args: {
    message: 'Request failed with status code 503',
    children: (
      <Flex>
        <Button size="1" variant="soft" color="red" highContrast onClick={fn()}>
          Retry
        </Button>
      </Flex>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Request failed with status code 503');
    await expect(alert).toContainElement(canvas.getByRole('button', { name: 'Retry' }));
  },
};

/** Nothing failed (the message is `null`): nothing is drawn, so a form needs no condition around it. */
export const NoMessage: Story = {
  args: { message: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'Draws nothing: there is nothing to compare.' } },
};
