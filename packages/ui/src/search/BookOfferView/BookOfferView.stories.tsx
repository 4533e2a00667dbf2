import { generateOffers } from '@comptoir/mock-backend';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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

/**
 * /book in French: the flight, the travelers' blocks, the contact, the seats, the final price, and the
 * messages of a booking sent empty.
 */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Réserver ce vol' })).toBeVisible();
    const flight = within(canvas.getByRole('region', { name: 'Vol' }));
    await expect(flight.getByRole('button', { name: 'Détail du tarif' })).toBeVisible();
    for (const traveler of ['Adulte 1', 'Adulte 2', 'Enfant 1'])
      await expect(canvas.getByRole('group', { name: traveler })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Prix final (Espèces)' })).toHaveTextContent('Majoration');
    await expect(canvas.getByRole('button', { name: 'Choisir les sièges' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réserver' }));
    await expect(await canvas.findByText(/^\d+ champs demandent votre attention\.$/)).toBeVisible();
    const firstName = within(canvas.getByRole('group', { name: 'Adulte 1' })).getByRole('textbox', {
      name: 'Prénom',
    });
    await expect(firstName).toHaveAccessibleDescription(
      "Saisissez le prénom tel qu'il figure sur le document de voyage",
    );
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Saisissez un numéro de téléphone avec son indicatif pays, p. ex. +212 6 12 34 56 78',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
