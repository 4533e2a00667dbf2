import { generateOffers } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromSandboxOffers, STORY_MARKUP, STORY_SEARCHES } from '../OfferResults/offer-fixtures';
import { OfferFareDetails } from './OfferFareDetails';
import { inBox } from '../../kit/story-helpers/frames';

const offer = fromSandboxOffers(generateOffers(STORY_SEARCHES.oneway, STORY_MARKUP, 'org_story'))[0];
if (!offer) throw new Error('The sandbox has no such offer');

const meta = {
  title: 'Offers/OfferFareDetails',
  component: OfferFareDetails,
  parameters: { layout: 'padded' },
  args: { offer, paymentMethod: 'local-bank-card' },
  decorators: [inBox({ p: '4', maxWidth: '640px' })],
} satisfies Meta<typeof OfferFareDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each product: its price breakdown for the payment method (surcharge included) and its fare rules. */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    for (const product of offer.products) {
      const section = within(canvas.getByRole('region', { name: `${product.brand.name} fare details` }));
      await expect(section.getByRole('table')).toHaveAccessibleName(
        `${product.brand.name} price breakdown (Local bank card)`,
      );
      for (const rule of product.fareRules) await expect(section.getByText(rule.title)).toBeVisible();
    }
  },
};
