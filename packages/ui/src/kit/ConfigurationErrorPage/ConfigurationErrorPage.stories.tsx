import { parseStartupConfig } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConfigurationErrorPage } from './ConfigurationErrorPage';

const result = parseStartupConfig({ VITE_BACKEND_URL: 'api.example.com', VITE_LOW_COST_PLUGIN: 'sometimes' });

const meta = {
  title: 'Pages/ConfigurationErrorPage',
  component: ConfigurationErrorPage,
  args: { issues: result.success ? [] : result.issues },
} satisfies Meta<typeof ConfigurationErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBadVariables: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Comptoir cannot start' })).toBeVisible();
    await expect(canvas.getByText('VITE_BACKEND_URL')).toBeVisible();
    await expect(
      canvas.getByText(
        'The backend URL must be an absolute http(s) URL, for example https://api.example.com.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('VITE_LOW_COST_PLUGIN')).toBeVisible();
    await expect(canvas.getByText('The low-cost plugin flag must be true or false.')).toBeVisible();
  },
};
