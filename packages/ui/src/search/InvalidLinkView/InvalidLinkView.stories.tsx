import { FLIGHT_SEARCH_MESSAGES } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvalidLinkView } from './InvalidLinkView';

const meta = {
  title: 'Search/InvalidLinkView',
  component: InvalidLinkView,
  args: { messages: [FLIGHT_SEARCH_MESSAGES.date], tripType: 'oneway' },
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

/** A round-trip link with several problems: each is listed, and 'Search again' opens the round-trip form. */
export const SeveralProblems: Story = {
  tags: ['phone-screenshot'],
  args: {
    tripType: 'roundtrip',
    messages: [FLIGHT_SEARCH_MESSAGES.from, FLIGHT_SEARCH_MESSAGES.date, FLIGHT_SEARCH_MESSAGES.returnDate],
  },
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('alert')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(args.messages);
    await expect(canvas.getByRole('link', { name: 'Search again' })).toHaveAttribute(
      'href',
      '/search/round-trip',
    );
  },
};
