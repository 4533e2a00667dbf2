import { generateOffers } from '@comptoir/mock-backend';
import {
  NO_MARKUP,
  ticketDetailPath,
  type TicketListItem,
  type TicketListQuery,
} from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listViewPlays } from '../../kit/story-helpers/list-plays';
import {
  inMainAreaAt1280,
  ListViewStory,
  withLongItineraries,
  type StoryListArgs,
} from '../../kit/story-helpers/list-server';
import { recordListFixtures } from '../../kit/story-helpers/record-list-fixtures';
import { TicketsListView } from './TicketsListView';
import { phone } from '../../kit/story-helpers/story-helpers';

/* One ticket per reservation booked from the sandbox's generated offers (deterministic), newest first. */
const { tickets } = recordListFixtures((search) => generateOffers(search, () => NO_MARKUP, 'org_casablanca'));
/** What the sandbox's ticket search looks into: the number, the locator and the passenger. */
const searchText = (row: TicketListItem) => `${row.number} ${row.locator} ${row.travelerName}`;

/** The rows of the status the query keeps, as the sandbox filters them. */
const filterRows = (rows: readonly TicketListItem[], query: TicketListQuery) =>
  query.status === undefined ? rows : rows.filter((row) => row.status === query.status);

/** /tickets over the sandbox's rows, holding its list query as the route does. */
function TicketsList(args: StoryListArgs<TicketListItem, TicketListQuery>) {
  return (
    <ListViewStory
      view={TicketsListView}
      rows={tickets}
      searchText={searchText}
      filterRows={filterRows}
      {...args}
    />
  );
}

const meta = {
  title: 'Records/TicketsListView',
  component: TicketsList,
  args: { onQueryChange: fn(), onRetry: fn(), onOpen: fn(), onIntent: fn(), onFollow: fn() },
} satisfies Meta<typeof TicketsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plays = listViewPlays({
  label: 'Tickets',
  rows: tickets,
  searchText,
  primary: (row) => row.number,
  href: (row) => ticketDetailPath(row.id, row.contentKind),
  amount: (row) => row.total,
  badgeSlot: 'ticket-status-badge',
});

/** The first page, each status with its SPEC §4 tone: one the spec does not name shows neutral, labelled alike. */
export const Default: Story = {
  play: async (context) => {
    await plays.answered(context);
    const tones = Object.fromEntries(
      [...context.canvasElement.querySelectorAll('[data-slot="ticket-status-badge"]')].map((badge) => [
        badge.textContent,
        badge.getAttribute('data-tone'),
      ]),
    );
    await expect(tones).toEqual({
      Ticketed: 'success',
      Cancelled: 'warning',
      Voided: 'error',
      Pending: 'neutral',
      Exchanged: 'neutral',
    });
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
      view={TicketsListView}
      rows={withLongItineraries(tickets)}
      searchText={searchText}
      {...args}
    />
  ),
  play: plays.fits,
};

export const Search: Story = { play: plays.search(tickets[4]?.locator ?? '') };

export const Paging: Story = { play: plays.paging };

/** Choosing a status asks for page 1 of that status, search kept; "All statuses" drops the filter. */
export const FilterByStatus: Story = {
  args: { initialQuery: { page: 2, limit: 10, search: 'a' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await body.findByRole('option', { name: 'Voided' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      limit: 10,
      search: 'a',
      status: 'voided',
    });
    const badges = canvasElement.querySelectorAll('[data-slot="ticket-status-badge"]');
    await expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) await expect(badge).toHaveAttribute('data-tone', 'error');
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await body.findByRole('option', { name: 'All statuses' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'a' });
    // The select's menu closed: the page is no longer hidden from assistive technology.
    await expect(await canvas.findByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
  },
};

export const FilteredOnPhone: Story = {
  args: { initialQuery: { page: 1, limit: 10, status: 'ticketed' } },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Ticketed',
    );
  },
};

export const OpenTicket: Story = { play: plays.opening, tags: ['phone-screenshot'] };

export const Loading: Story = {
  args: { network: 'pending' },
  play: plays.pending,
  tags: ['phone-screenshot'],
};

export const Refetching: Story = { args: { network: 'fetching' }, play: plays.fetching };

export const Empty: Story = { args: { network: 'empty' }, play: plays.empty, tags: ['phone-screenshot'] };

export const EmptySearch: Story = {
  args: { initialQuery: { page: 1, limit: 10, search: '9999999' } },
  play: plays.emptySearch('9999999'),
};

export const FetchError: Story = {
  args: { network: 'error' },
  play: plays.failed,
  tags: ['phone-screenshot'],
};

/** The list in French: its heading, column headers, the status filter and the badges. */
export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billets' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Billets' });
    await expect(table).toHaveTextContent('N° de billet');
    await expect(table).toHaveTextContent('Émis');
    await expect(canvas.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Tous les statuts');
  },
};
