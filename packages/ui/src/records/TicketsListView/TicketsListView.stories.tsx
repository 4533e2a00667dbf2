import { generateOffers } from '@comptoir/mock-backend';
import { NO_MARKUP, type TicketListItem } from '@comptoir/flight-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { listViewPlays } from '../../kit/story-helpers/list-plays';
import { ListViewStory, type StoryListArgs } from '../../kit/story-helpers/list-server';
import { recordListFixtures } from '../../kit/story-helpers/record-list-fixtures';
import { TicketsListView } from './TicketsListView';

/* One ticket per reservation booked from the sandbox's generated offers (deterministic), newest first. */
const { tickets } = recordListFixtures((search) => generateOffers(search, () => NO_MARKUP, 'org_casablanca'));
/** What the sandbox's ticket search looks into: the number, the locator and the passenger. */
const searchText = (row: TicketListItem) => `${row.number} ${row.locator} ${row.travelerName}`;

/** /tickets over the sandbox's rows, holding its list query as the route does. */
function TicketsList(args: StoryListArgs<TicketListItem>) {
  return <ListViewStory view={TicketsListView} rows={tickets} searchText={searchText} {...args} />;
}

const meta = {
  title: 'Records/TicketsListView',
  component: TicketsList,
  args: { onQueryChange: fn(), onRetry: fn(), onOpen: fn() },
} satisfies Meta<typeof TicketsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
const plays = listViewPlays({ label: 'Tickets', rows: tickets, searchText, primary: (row) => row.number });

/** The first page, each status with its SPEC §4 tone: one the spec does not name shows neutral. */
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
      exchanged: 'neutral',
    });
  },
};

export const Search: Story = { play: plays.search(tickets[4]?.locator ?? '') };

export const Paging: Story = { play: plays.paging };

export const OpenTicket: Story = { play: plays.opening };

export const Loading: Story = { args: { network: 'pending' }, play: plays.pending };

export const Refetching: Story = { args: { network: 'fetching' }, play: plays.fetching };

export const Empty: Story = { args: { network: 'empty' }, play: plays.empty };

export const EmptySearch: Story = {
  args: { initialQuery: { page: 1, limit: 10, search: '9999999' } },
  play: plays.emptySearch('9999999'),
};

export const FetchError: Story = { args: { network: 'error' }, play: plays.failed };

export const DefaultOnPhone: Story = { ...Default, globals: phone };

export const LoadingOnPhone: Story = { ...Loading, globals: phone };

export const EmptyOnPhone: Story = { ...Empty, globals: phone };

export const FetchErrorOnPhone: Story = { ...FetchError, globals: phone };

export const OpenTicketOnPhone: Story = { ...OpenTicket, globals: phone };
