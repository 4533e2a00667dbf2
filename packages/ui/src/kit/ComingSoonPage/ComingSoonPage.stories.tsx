import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ComingSoonPage } from './ComingSoonPage';

const meta = {
  title: 'Pages/ComingSoonPage',
  component: ComingSoonPage,
  args: { title: 'Balance' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the navigation that a later issue builds: its name and that it is coming. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    await expect(canvas.getByText('This page is coming soon.')).toBeVisible();
  },
};

export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
