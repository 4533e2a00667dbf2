import { generateOffers } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fromSandboxOffers, STORY_MARKUP, STORY_SEARCHES } from '../OfferResults/offer-fixtures';
import { BookOfferView } from './BookOfferView';
import { inDiv } from '../../kit/story-helpers/frames';

/** 07/03/2025 10:00:00.123 UTC: the placeholder e-mail's time suffix is 600123. */
const NOW = 1_741_341_600_123;
const search = STORY_SEARCHES.oneway;
const [offer] = fromSandboxOffers(generateOffers(search, STORY_MARKUP, 'org_story'));
const product = offer?.products[1] ?? offer?.products[0];
if (offer === undefined || product === undefined) throw new Error('The sandbox generated no offer');

const meta = {
  title: 'Booking/BookOfferView',
  component: BookOfferView,
  args: {
    offer,
    productId: product.productId,
    passengers: { adt: search.adt, cnn: search.cnn, inf: search.inf, unn: search.unn },
    now: NOW,
    paymentType: 'cash',
    onPaymentTypeChange: fn(),
    onSubmit: fn(),
    seatSelection: { seatMap: { status: 'closed' }, onOpen: fn(), confirmed: {}, onConfirm: fn() },
  },
  decorators: [inDiv('p-2 md:p-4')],
} satisfies Meta<typeof BookOfferView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A chosen offer to book: the flight with only the fare chosen, a block per traveler, the seat step,
 * and the final price for the payment type.
 */
export const Default: Story = {
  tags: ['phone-screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Book this flight' })).toBeVisible();
    const flight = within(canvas.getByRole('region', { name: 'Flight' }));
    await expect(flight.getByText(product.brand.name)).toBeVisible();
    await expect(flight.queryByRole('button', { name: /^Book / })).toBeNull();
    for (const traveler of ['Adult 1', 'Adult 2', 'Child 1'])
      await expect(canvas.getByRole('heading', { name: traveler })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Final price (Cash)' })).toBeVisible();
    const choose = canvas.getByRole('button', { name: 'Choose seats' });
    await userEvent.click(choose);
    await expect(args.seatSelection.onOpen).toHaveBeenCalledOnce();
    choose.blur();
  },
};
