import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { SettingsPage } from './SettingsPage';

const meta = {
  title: 'Settings/SettingsPage',
  component: SettingsPage,
  args: {
    title: 'Members',
    description: 'The people of Atlas Voyages Casablanca and their roles.',
    slot: 'settings-page-demo',
    children: <Text>The page's content.</Text>,
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame every settings page shares: its title as the page's heading, a grey line, its content. */
export const Frame: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(canvas.getByText('The people of Atlas Voyages Casablanca and their roles.')).toBeVisible();
    await expect(canvas.getByText("The page's content.")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="settings-page-demo"]')).not.toBeNull();
  },
};
