import { generateOffers } from '@comptoir/mock-backend';
import { formatMoney, pricingBreakdown } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fromSandboxOffers, STORY_MARKUP, STORY_SEARCHES } from '../OfferResults/offer-fixtures';
import { FareBreakdown } from './FareBreakdown';
import { inBox } from '../../kit/story-helpers/frames';

const product = fromSandboxOffers(generateOffers(STORY_SEARCHES.oneway, STORY_MARKUP, 'org_story'))[0]
  ?.products[0];
if (!product) throw new Error('The sandbox has no offer');

/** The amounts a row shows, as written. */
const amountsIn = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-slot="money"]')].map((money) => money.textContent);

const meta = {
  title: 'Offers/FareBreakdown',
  component: FareBreakdown,
  parameters: { layout: 'padded' },
  args: { pricing: product.pricing, paymentMethod: 'cash' },
  decorators: [inBox({ p: { initial: '2', md: '4' }, maxWidth: '760px' })],
} satisfies Meta<typeof FareBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash: no surcharge; two adults and a child, and the total of all. */
export const Cash: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Adult × 2' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Child × 1' })).toBeVisible();
    const total = amountsIn(canvas.getByRole('row', { name: /^Total/ }));
    await expect(total).toContain(formatMoney(product.pricing.total.total));
    await expect(total[3]).toBe(formatMoney(0));
  },
};

/** A local card adds 2.3 % on base, taxes and markup, per passenger type and overall. */
export const LocalCard: Story = {
  args: { paymentMethod: 'local-bank-card' },
  play: async ({ canvas }) => {
    const expected = pricingBreakdown(product.pricing, 'local-bank-card').total;
    const total = amountsIn(canvas.getByRole('row', { name: /^Total/ }));
    await expect(total[3]).toBe(formatMoney(expected.surcharge));
    await expect(total[4]).toBe(formatMoney(expected.total));
    await expect(expected.total).toBe(expected.base + expected.taxes + expected.markup + expected.surcharge);
    await expect(expected.markup).toBeGreaterThan(0);
  },
};
