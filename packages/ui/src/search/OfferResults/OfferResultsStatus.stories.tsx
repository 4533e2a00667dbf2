import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OfferResultsEmpty, OfferResultsError, OfferResultsLoading } from './OfferResultsStatus';
import { phone } from '../../kit/story-helpers/story-helpers';

const meta = {
  title: 'Offers/OfferResultsStatus',
  parameters: { layout: 'padded' },
  component: OfferResultsLoading,
} satisfies Meta<typeof OfferResultsLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2's loading texts, letter for letter. */
export const Loading: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading flight offers...');
    await expect(status).toHaveTextContent('Please wait while we search for the best flights');
  },
};

const retry = fn();

/** The search failed: its message, and a way to run it again. */
export const Failed: Story = {
  render: () => <OfferResultsError message="Request failed with status code 502" onRetry={retry} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The flight search failed. Request failed with status code 502',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

export const FailedOnPhone: Story = {
  render: () => <OfferResultsError message="Network Error" />,
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network Error');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NothingFound: Story = {
  render: () => <OfferResultsEmpty />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No flights found' })).toBeVisible();
  },
};
