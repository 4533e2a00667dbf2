import type { Meta, StoryObj } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { expect, waitFor } from 'storybook/test';
import { AppToaster } from './AppToaster';

const meta = {
  title: 'Feedback/AppToaster',
  component: AppToaster,
  tags: ['no-screenshot'],
  parameters: {
    screenshot: {
      skipReason: 'Toasts render in a fixed-position portal outside the story root and animate in.',
    },
  },
} satisfies Meta<typeof AppToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessToast: Story = {
  play: async ({ canvasElement }) => {
    const id = toast.success('Operation completed successfully.');
    const screen = canvasElement.ownerDocument.body;
    await waitFor(() => expect(screen).toHaveTextContent('Operation completed successfully.'));
    toast.remove(id);
  },
};
