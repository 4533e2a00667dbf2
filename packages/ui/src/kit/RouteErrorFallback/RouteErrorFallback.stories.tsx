import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RouteErrorFallback } from './RouteErrorFallback';
import { phone } from '../story-helpers/story-helpers';

const failure = new Error('Request failed with status code 500');
failure.stack = 'Error: Request failed with status code 500\n    at loadReservation (reservations.ts:42:11)';

const meta = {
  title: 'Pages/RouteErrorFallback',
  component: RouteErrorFallback,
  args: { error: failure },
} satisfies Meta<typeof RouteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByText('Request failed with status code 500')).not.toBeInTheDocument();
    const controlled = canvas.getByRole('button', { name: 'Show Error' }).getAttribute('aria-controls') ?? '';
    await expect(canvasElement.ownerDocument.getElementById(controlled)).not.toBeVisible();
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText('Request failed with status code 500')).toBeVisible();
    await expect(canvas.getByText(/at loadReservation/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide Error' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const HidesAgain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Error' }));
    await expect(canvas.queryByText('Request failed with status code 500')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toBeVisible();
  },
};

export const ThrownValueNotAnError: Story = {
  args: { error: 'Reservation ABC123 could not be loaded' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText('Reservation ABC123 could not be loaded')).toBeVisible();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone the stack wraps instead of widening the page. */
export const ExpandedOnPhone: Story = {
  globals: phone,
  play: async (context) => {
    await Expanded.play?.(context);
    const details = context.canvasElement.querySelector('[data-slot="route-error-details"]');
    const view = context.canvasElement.ownerDocument.defaultView ?? window;
    await expect(details?.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
  },
};
