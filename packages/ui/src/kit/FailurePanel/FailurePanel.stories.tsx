import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { holdAnimations, windowOf } from '../story-helpers/story-helpers';
import { FailurePanel } from './FailurePanel';

const failure = new Error('Request failed with status code 500');
failure.stack = 'Error: Request failed with status code 500\n    at loadReservation (reservations.ts:42:11)';

const meta = {
  title: 'Feedback/FailurePanel',
  component: FailurePanel,
  parameters: { layout: 'padded' },
  args: { error: failure, onRetry: fn() },
} satisfies Meta<typeof FailurePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §8's words, the message hidden behind 'Show Error', and 'Try again'. */
export const Closed: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong!' })).toBeVisible();
    const show = canvas.getByRole('button', { name: 'Show Error' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Request failed with status code 500')).not.toBeInTheDocument();
    const controlled = show.getAttribute('aria-controls') ?? '';
    await expect(canvasElement.ownerDocument.getElementById(controlled)).not.toBeVisible();
    await expect(panel).toContainElement(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/** 'Show Error' shows the message and the stack; the page stays within a phone's width. */
export const Shown: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText('Request failed with status code 500')).toBeVisible();
    await expect(canvas.getByText(/at loadReservation/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide Error' })).toHaveAttribute('aria-expanded', 'true');
    const details = canvasElement.querySelector('[data-slot="failure-panel-details"]');
    await expect(details?.getBoundingClientRect().right).toBeLessThanOrEqual(
      windowOf(canvasElement).innerWidth,
    );
  },
};

/** 'Hide Error' hides the message again. */
export const HiddenAgain: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'the picture of Closed' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Error' }));
    await expect(canvas.queryByText('Request failed with status code 500')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toBeVisible();
  },
};

/**
 * 'Try again' while the load it started runs: busy and disabled, so that a second click sends nothing;
 * the message stays where the user left it.
 */
export const Retrying: Story = {
  tags: ['phone-screenshot'],
  args: { onRetry: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(retry).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveAttribute('aria-busy', 'true');
    // A second click on the busy button (as a double click's) sends nothing.
    retry.click();
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Request failed with status code 500')).toBeVisible();
    holdAnimations(canvasElement);
  },
};

/** Once the retry's load has settled (failed again, here), 'Try again' can be used again. */
export const RetryEnded: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'the picture of Closed' } },
  args: { onRetry: fn(() => Promise.reject(new Error('still failing')).catch(() => undefined)) },
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(retry).toBeEnabled();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Anything thrown that is not an Error is shown as text. */
export const ThrownValueNotAnError: Story = {
  tags: ['no-screenshot'],
  parameters: { screenshot: { skipReason: 'the picture of Shown, without a stack' } },
  args: { error: 'Reservation ABC123 could not be loaded' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText('Reservation ABC123 could not be loaded')).toBeVisible();
  },
};

/** In place of a whole page: the page's h1 above the panel. */
export const InPlaceOfAPage: Story = {
  args: { title: 'Reservation', error: 'Internal Server Error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reservation' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong!' })).toBeVisible();
  },
};

/**
 * A refusal (SPEC §6: another organization's record) is the server's answer, not a crash: its message
 * is shown at once, without the toggle.
 */
export const Refused: Story = {
  tags: ['phone-screenshot'],
  args: {
    title: 'Reservation',
    refused: true,
    error: 'You are not allowed to access resource: reservation',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You are not allowed to access resource: reservation',
    );
    await expect(canvas.queryByText('Something went wrong!')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show Error' })).not.toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // Whether the browser rings a clicked button varies: the screenshot shows the panel at rest.
    retry.blur();
  },
};
