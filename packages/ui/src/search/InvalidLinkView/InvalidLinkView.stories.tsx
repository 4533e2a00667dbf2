import { FLIGHT_SEARCH_MESSAGES, OFFER_REFERENCE_MESSAGES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvalidLinkView } from './InvalidLinkView';

/** What zod says of a parameter its schema gives no words of its own (a count that is not a number). */
const ZOD_GENERIC = 'Invalid input: expected number, received string';

const meta = {
  title: 'Search/InvalidLinkView',
  component: InvalidLinkView,
  args: { issues: [{ parameter: 'date', message: FLIGHT_SEARCH_MESSAGES.date }], tripType: 'oneway' },
} satisfies Meta<typeof InvalidLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A one-way result link without its date: what is missing, and the one-way form to search again. */
export const MissingDate: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('listitem')).toHaveTextContent(FLIGHT_SEARCH_MESSAGES.date);
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/search');
  },
};

/**
 * A round-trip link with several problems: each is listed once, a parameter whose rule has no words of
 * its own (zod's generic message) by its name, and 'Search again' opens the round-trip form.
 */
export const SeveralProblems: Story = {
  tags: ['phone-screenshot'],
  args: {
    tripType: 'roundtrip',
    issues: [
      { parameter: 'from', message: FLIGHT_SEARCH_MESSAGES.from },
      { parameter: 'date', message: FLIGHT_SEARCH_MESSAGES.date },
      { parameter: 'returnDate', message: FLIGHT_SEARCH_MESSAGES.returnDate },
      { parameter: 'adt', message: ZOD_GENERIC },
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      FLIGHT_SEARCH_MESSAGES.from,
      FLIGHT_SEARCH_MESSAGES.date,
      FLIGHT_SEARCH_MESSAGES.returnDate,
      'The parameter adt is not valid',
    ]);
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      '/search/round-trip',
    );
  },
};

/** In French: the rules' messages (a search's, SPEC's for /book) and a parameter zod refused, in French. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    issues: [
      { parameter: 'destinations', message: FLIGHT_SEARCH_MESSAGES.tooFewDestinations },
      { parameter: 'params.offerId', message: OFFER_REFERENCE_MESSAGES.offerId },
      { parameter: 'cabin', message: 'Invalid option: expected one of "Economy"|"Business"' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "Ce lien n'est pas valide" })).toBeVisible();
    const items = within(canvas.getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Ajoutez au moins 2 destinations',
      'offerId manquant',
      "Le paramètre cabin n'est pas valide",
    ]);
  },
};
