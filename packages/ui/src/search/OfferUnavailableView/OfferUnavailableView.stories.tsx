import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfferUnavailableView } from './OfferUnavailableView';

const meta = {
  title: 'Booking/OfferUnavailableView',
  component: OfferUnavailableView,
  args: { tripType: 'multi-city' },
} satisfies Meta<typeof OfferUnavailableView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer of a booking link is gone: say so, and search again with the link's kind of trip. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This offer is no longer available' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      '/search/multi-city',
    );
  },
};

/** In French: the page says the offer is gone and leads back to the search, in the agent's language. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "Cette offre n'est plus disponible" }),
    ).toBeVisible();
    await expect(canvas.getByText(/Relancez la recherche pour choisir un vol/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Relancer la recherche' })).toHaveAttribute(
      'href',
      '/search/multi-city',
    );
  },
};
