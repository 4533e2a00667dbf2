import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { onReturnHome: fn() },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Return Home' }));
    await expect(args.onReturnHome).toHaveBeenCalledOnce();
  },
};

/** In French: SPEC §2's page in the interface's language. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: "Retour à l'accueil" })).toBeVisible();
  },
};
