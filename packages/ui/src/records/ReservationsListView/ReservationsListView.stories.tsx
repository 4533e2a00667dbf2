import { generateOffers } from '@comptoir/mock-backend';
import { NO_MARKUP, reservationDetailPath, type ReservationSummary } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { listViewPlays } from '../../kit/story-helpers/list-plays';
import {
  inMainAreaAt1280,
  ListViewStory,
  withLongItineraries,
  type StoryListArgs,
} from '../../kit/story-helpers/list-server';
import { recordListFixtures } from '../../kit/story-helpers/record-list-fixtures';
import { ReservationsListView } from './ReservationsListView';
import { phone } from '../../kit/story-helpers/story-helpers';

/* Reservations booked from the sandbox's generated offers (deterministic), newest first. */
const { reservations } = recordListFixtures((search) =>
  generateOffers(search, () => NO_MARKUP, 'org_casablanca'),
);
/** What the sandbox's reservation search looks into: the locator and the passengers' names. */
const searchText = (row: ReservationSummary) => `${row.locator} ${row.leadTraveler}`;

/** /reservations over the sandbox's rows, holding its list query as the route does. */
function ReservationsList(args: StoryListArgs<ReservationSummary>) {
  return <ListViewStory view={ReservationsListView} rows={reservations} searchText={searchText} {...args} />;
}

const meta = {
  title: 'Records/ReservationsListView',
  component: ReservationsList,
  args: { onQueryChange: fn(), onRetry: fn(), onOpen: fn(), onIntent: fn(), onFollow: fn() },
} satisfies Meta<typeof ReservationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = listViewPlays({
  label: 'Reservations',
  rows: reservations,
  searchText,
  primary: (row) => row.locator,
  href: (row) => reservationDetailPath(row.id, row.contentKind),
  amount: (row) => row.total,
  badgeSlot: 'reservation-status-badge',
});

/** The first page: who travels (and how many with them), where, when, GDS or NDC, status and total. */
export const Default: Story = {
  play: async (context) => {
    await plays.answered(context);
    const { canvas } = context;
    // A lead passenger travelling with two others.
    const group = reservations.slice(0, 10).find((row) => row.travelerCount === 3);
    const cells = [...context.canvasElement.querySelectorAll('td')].map((cell) => cell.textContent);
    await expect(cells).toContain(`${group?.leadTraveler ?? ''} +2 other passengers`);
    await expect(canvas.getAllByText('Partially ticketed').length).toBeGreaterThan(0);
  },
};

/** On a phone each row is a card (link, status, amount): nothing scrolls sideways; a tap opens it. */
export const OnPhone: Story = { globals: phone, play: plays.cards };

/**
 * In the app's page at 1280 px (beside the 240 px navigation), with four-flight itineraries: every
 * column shows whole, the itinerary wrapping rather than pushing the status out.
 */
export const LongItinerariesAt1280: Story = {
  decorators: [inMainAreaAt1280],
  render: (args) => (
    <ListViewStory
      view={ReservationsListView}
      rows={withLongItineraries(reservations)}
      searchText={searchText}
      {...args}
    />
  ),
  play: plays.fits,
};

export const Search: Story = { play: plays.search('tazi') };

export const Paging: Story = { play: plays.paging };

export const OpenReservation: Story = { play: plays.opening, tags: ['phone-screenshot'] };

export const Loading: Story = {
  args: { network: 'pending' },
  play: plays.pending,
  tags: ['phone-screenshot'],
};

export const Refetching: Story = { args: { network: 'fetching' }, play: plays.fetching };

export const Empty: Story = { args: { network: 'empty' }, play: plays.empty, tags: ['phone-screenshot'] };

export const EmptySearch: Story = {
  args: { initialQuery: { page: 1, limit: 10, search: 'ZZZ999' } },
  play: plays.emptySearch('ZZZ999'),
};

export const FetchError: Story = {
  args: { network: 'error' },
  play: plays.failed,
  tags: ['phone-screenshot'],
};

/** The list in French: its heading, column headers, statuses and pages. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Réservations' });
    await expect(table).toHaveTextContent('Passager principal');
    await expect(table).toHaveTextContent('Statut');
    await expect(canvas.getByPlaceholderText('PNR ou nom du passager')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages : Réservations' })).toHaveTextContent(
      'Lignes par page',
    );
  },
};
