import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Auth/AuthCard',
  component: AuthCard,
  parameters: { layout: 'padded' },
  args: {
    title: 'Sign in',
    description: 'Use the e-mail address your agency registered.',
    slot: 'story-auth-page',
    children: <p>The page's form goes here.</p>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of every auth page: the app's name, then a card with the heading and its sentence. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('data-slot', 'story-auth-page');
    await expect(canvas.getByText('Comptoir')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('Use the e-mail address your agency registered.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="auth-error"]')).toBeNull();
  },
};

/** The server's refusal sits above the form, announced as an alert. */
export const WithError: Story = {
  args: { error: 'Invalid e-mail or password.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Invalid e-mail or password.')).toBeVisible();
    await expect(alert).toHaveAttribute('data-slot', 'auth-error');
  },
};

/** Without a sentence under the heading, and under another app name. */
export const TitleOnly: Story = {
  args: { description: undefined, appTitle: 'Comptoir · Atlas Voyages', title: 'Reset your password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comptoir · Atlas Voyages')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.queryByText('Use the e-mail address your agency registered.')).toBeNull();
  },
};
