import { db, generateOffers, SEED_ORGANIZATIONS } from '@comptoir/api/mocks';
import {
  NO_MARKUP,
  oneWaySearchSchema,
  type BalanceEntry,
  type Member,
  type Organization,
  type ReservationSummary,
  type TicketListItem,
  type User,
} from '@comptoir/flight-domain';
import { Badge, Box, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DateDisplay } from '../DateDisplay/DateDisplay';
import { Money } from '../Money/Money';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { TicketStatusBadge } from '../TicketStatusBadge/TicketStatusBadge';
import {
  createDataTableColumnHelper,
  DataTable,
  type DataTableColumns,
  type DataTablePagination,
  type DataTableSorting,
} from './DataTable';

/*
 * Fixtures from the sandbox: users, members, organizations and the balance ledger as the sandbox
 * database is seeded; reservations and tickets made from the sandbox's generated CMN → CDG offers.
 */

const TRAVELLERS = [
  'Amina Benali',
  'Karim Tazi',
  'Léa Martin',
  'Youssef Alaoui',
  'Nadia Chraibi',
  'Hugo Bernard',
  'Salma Idrissi',
];

const search = oneWaySearchSchema.parse({
  adt: 2,
  cnn: 0,
  inf: 0,
  unn: 0,
  from: 'CMN',
  to: 'CDG',
  date: '2026-03-07',
});
// Every 13th of the sandbox's offers: a mix of airlines, times and prices.
const offers = generateOffers({ kind: 'oneway', ...search }, () => NO_MARKUP, 'org_casablanca').filter(
  (_, index) => index % 13 === 0,
);
const RESERVATION_STATUSES = ['booked', 'ticketed', 'cancelled', 'partially-ticketed'] as const;

const reservations: ReservationSummary[] = offers.map((offer, index) => {
  const first = offer.legs[0]?.segments[0];
  const last = offer.legs.at(-1)?.segments.at(-1);
  return {
    id: `res_${String(index + 1)}`,
    locator: `${offer.identifier.slice(3, 6)}${String(index + 101)}`,
    contentKind: offer.contentKind,
    status: RESERVATION_STATUSES[index % RESERVATION_STATUSES.length] ?? 'booked',
    route: `${first?.departure.airport ?? ''} → ${last?.arrival.airport ?? ''}`,
    departureAt: first?.departure.at ?? '2026-03-07T00:00:00+01:00',
    leadTraveler: TRAVELLERS[index % TRAVELLERS.length] ?? '',
    travelerCount: 1 + (index % 3),
    total: offer.products[0]?.pricing.total.total ?? 0,
    createdAt: `2026-02-${String(1 + (index % 27)).padStart(2, '0')}T10:00:00+01:00`,
  };
});

const TICKET_STATUSES = ['ticketed', 'ticketed', 'voided', 'cancelled', 'pending'] as const;
const tickets: TicketListItem[] = reservations.map((reservation, index) => ({
  id: `tkt_${String(index + 1)}`,
  number: String(147_0000000000 + index * 7919),
  status: TICKET_STATUSES[index % TICKET_STATUSES.length] ?? 'pending',
  travelerId: `trv_${String(index + 1)}`,
  travelerName: reservation.leadTraveler,
  issuedAt: reservation.createdAt,
  total: reservation.total,
  locator: reservation.locator,
  reservationId: reservation.id,
  contentKind: reservation.contentKind,
  route: reservation.route,
}));

const users: User[] = db.users.map((user) => ({ ...user }));
const organizations: Organization[] = db.organizations.map((organization) => ({ ...organization }));
const members: Member[] = db.members.map((member) => {
  const user = db.users.find((candidate) => candidate.id === member.userId);
  return { ...member, user: { id: member.userId, name: user?.name ?? '', email: user?.email ?? '' } };
});
const balanceEntries: BalanceEntry[] = db.ledger.map((entry) => ({ ...entry }));
const organizationName = (id: string) => SEED_ORGANIZATIONS.find((o) => o.id === id)?.name ?? id;

const RESERVATION_TONES = {
  booked: 'neutral',
  ticketed: 'success',
  cancelled: 'warning',
  'partially-ticketed': 'neutral',
} as const;

const reservation = createDataTableColumnHelper<ReservationSummary>();
const reservationColumns = reservation.columns([
  reservation.accessor('locator', {
    header: 'Locator',
    cell: (cell) => <Text weight="medium">{cell.getValue()}</Text>,
  }),
  reservation.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (cell) => <StatusBadge tone={RESERVATION_TONES[cell.getValue()]}>{cell.getValue()}</StatusBadge>,
  }),
  reservation.accessor('contentKind', { header: 'Content', enableSorting: false }),
  reservation.accessor('route', { header: 'Route', enableSorting: false }),
  reservation.accessor('departureAt', {
    header: 'Departure',
    cell: (cell) => <DateDisplay value={cell.getValue()} format="dateTime" />,
  }),
  reservation.accessor('leadTraveler', { header: 'Lead traveler' }),
  reservation.accessor('travelerCount', { header: 'Travelers', enableSorting: false }),
  reservation.accessor('total', { header: 'Total', cell: (cell) => <Money centimes={cell.getValue()} /> }),
]);

const ticket = createDataTableColumnHelper<TicketListItem>();
const ticketColumns = ticket.columns([
  ticket.accessor('number', { header: 'Ticket' }),
  ticket.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (cell) => <TicketStatusBadge status={cell.getValue()} />,
  }),
  ticket.accessor('travelerName', { header: 'Traveler' }),
  ticket.accessor('locator', { header: 'Locator' }),
  ticket.accessor('route', { header: 'Route', enableSorting: false }),
  ticket.accessor('issuedAt', { header: 'Issued', cell: (cell) => <DateDisplay value={cell.getValue()} /> }),
  ticket.accessor('total', { header: 'Total', cell: (cell) => <Money centimes={cell.getValue()} /> }),
]);

const member = createDataTableColumnHelper<Member>();
const memberColumns = member.columns([
  member.accessor((row) => row.user.name, { id: 'name', header: 'Name' }),
  member.accessor((row) => row.user.email, { id: 'email', header: 'E-mail' }),
  member.accessor('organizationId', {
    header: 'Organization',
    cell: (cell) => organizationName(cell.getValue()),
  }),
  member.accessor('role', { header: 'Role', cell: (cell) => <Badge color="gray">{cell.getValue()}</Badge> }),
  member.accessor('createdAt', { header: 'Joined', cell: (cell) => <DateDisplay value={cell.getValue()} /> }),
]);

const user = createDataTableColumnHelper<User>();
const userColumns = user.columns([
  user.accessor('name', { header: 'Name' }),
  user.accessor('email', { header: 'E-mail' }),
  user.accessor('role', { header: 'Role', cell: (cell) => <Badge color="gray">{cell.getValue()}</Badge> }),
  user.accessor('twoFactorEnabled', {
    header: 'Two-factor',
    enableSorting: false,
    cell: (cell) => (cell.getValue() ? 'On' : 'Off'),
  }),
  user.accessor('banned', {
    header: 'Access',
    enableSorting: false,
    cell: (cell) =>
      cell.getValue() ? (
        <StatusBadge tone="error">Banned</StatusBadge>
      ) : (
        <StatusBadge tone="success">Active</StatusBadge>
      ),
  }),
]);

const organization = createDataTableColumnHelper<Organization>();
const organizationColumns = organization.columns([
  organization.accessor('name', { header: 'Name' }),
  organization.accessor('slug', { header: 'Slug', enableSorting: false }),
  organization.accessor('city', { header: 'City', cell: (cell) => cell.getValue() ?? '—' }),
  organization.accessor('createdAt', {
    header: 'Created',
    cell: (cell) => <DateDisplay value={cell.getValue()} />,
  }),
]);

const entry = createDataTableColumnHelper<BalanceEntry>();
const balanceColumns = entry.columns([
  entry.accessor('createdAt', { header: 'Date', cell: (cell) => <DateDisplay value={cell.getValue()} /> }),
  entry.accessor('organizationId', {
    header: 'Organization',
    cell: (cell) => organizationName(cell.getValue()),
  }),
  entry.accessor('kind', { header: 'Kind', enableSorting: false }),
  entry.accessor('description', { header: 'Description', enableSorting: false }),
  entry.accessor('reference', {
    header: 'Reference',
    enableSorting: false,
    cell: (cell) => cell.getValue() ?? '—',
  }),
  entry.accessor('amount', { header: 'Amount', cell: (cell) => <Money centimes={cell.getValue()} /> }),
  entry.accessor('balanceAfter', {
    header: 'Balance after',
    cell: (cell) => <Money centimes={cell.getValue()} />,
  }),
]);

/** One list as the sandbox would serve it: its rows, what search matches and how a column sorts. */
interface Dataset<Row extends RowData> {
  label: string;
  columns: DataTableColumns<Row>;
  rows: Row[];
  getRowId: (row: Row) => string;
  searchText: (row: Row) => string;
  sortValue: (row: Row, columnId: string) => string | number;
  searchPlaceholder: string;
}

function field(row: object, columnId: string): string | number {
  const value: unknown = (row as Record<string, unknown>)[columnId];
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

const DATASETS = {
  reservations: {
    label: 'Reservations',
    columns: reservationColumns,
    rows: reservations,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.locator} ${row.leadTraveler} ${row.route}`,
    sortValue: field,
    searchPlaceholder: 'Locator, traveler or route',
  } satisfies Dataset<ReservationSummary>,
  tickets: {
    label: 'Tickets',
    columns: ticketColumns,
    rows: tickets,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.number} ${row.travelerName} ${row.locator}`,
    sortValue: field,
    searchPlaceholder: 'Ticket number, traveler or locator',
  } satisfies Dataset<TicketListItem>,
  members: {
    label: 'Members',
    columns: memberColumns,
    rows: members,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.user.name} ${row.user.email}`,
    sortValue: (row, columnId) =>
      columnId === 'name' ? row.user.name : columnId === 'email' ? row.user.email : field(row, columnId),
    searchPlaceholder: 'Name or e-mail',
  } satisfies Dataset<Member>,
  users: {
    label: 'Users',
    columns: userColumns,
    rows: users,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.name} ${row.email}`,
    sortValue: field,
    searchPlaceholder: 'Name or e-mail',
  } satisfies Dataset<User>,
  organizations: {
    label: 'Organizations',
    columns: organizationColumns,
    rows: organizations,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.name} ${row.city ?? ''}`,
    sortValue: field,
    searchPlaceholder: 'Name or city',
  } satisfies Dataset<Organization>,
  balance: {
    label: 'Balance entries',
    columns: balanceColumns,
    rows: balanceEntries,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.description} ${row.reference ?? ''} ${organizationName(row.organizationId)}`,
    sortValue: field,
    searchPlaceholder: 'Description or reference',
  } satisfies Dataset<BalanceEntry>,
};

interface ServerTableProps {
  /** Which list to show. */
  list: keyof typeof DATASETS;
  /** The first page size. Default: 10. */
  initialLimit?: number;
  /** The search the page opens with. Default: none. */
  initialSearch?: string;
  /** A fixed network state instead of the sandbox's answer. */
  networkState?: 'loading' | 'loading-with-rows' | 'error' | 'empty';
  onPaginationChange: (pagination: DataTablePagination) => void;
  onSearchChange: (search: string) => void;
  onSortingChange: (sorting: DataTableSorting) => void;
  onRetry: () => void;
}

/** A list page: holds the list query, answers it from the sandbox rows as the server would. */
function ServerTable<Row extends RowData>({
  dataset,
  initialLimit = 10,
  initialSearch = '',
  networkState,
  onPaginationChange,
  onSearchChange,
  onSortingChange,
  onRetry,
}: Omit<ServerTableProps, 'list'> & { dataset: Dataset<Row> }) {
  const [query, setQuery] = useState({ page: 1, limit: initialLimit, search: initialSearch });
  const [sorting, setSorting] = useState<DataTableSorting>([]);
  const needle = query.search.toLowerCase();
  const matching = dataset.rows.filter((row) => dataset.searchText(row).toLowerCase().includes(needle));
  const [order] = sorting;
  const sorted =
    order === undefined
      ? matching
      : [...matching].sort((a, b) => {
          const left = dataset.sortValue(a, order.id);
          const right = dataset.sortValue(b, order.id);
          const compared =
            typeof left === 'number' && typeof right === 'number'
              ? left - right
              : String(left).localeCompare(String(right), 'fr');
          return order.desc ? -compared : compared;
        });
  const rows = networkState === 'empty' ? [] : sorted;
  const pageRows =
    networkState === 'loading' ? [] : rows.slice((query.page - 1) * query.limit, query.page * query.limit);
  return (
    <Box p={{ initial: '3', sm: '5' }}>
      <DataTable
        label={dataset.label}
        columns={dataset.columns}
        data={pageRows}
        getRowId={dataset.getRowId}
        total={networkState === 'loading' ? 0 : rows.length}
        page={query.page}
        limit={query.limit}
        search={query.search}
        searchPlaceholder={dataset.searchPlaceholder}
        sorting={sorting}
        loading={networkState === 'loading' || networkState === 'loading-with-rows'}
        {...(networkState === 'error'
          ? { error: 'The reservations service did not answer (503). Try again in a moment.' }
          : {})}
        onRetry={onRetry}
        onPaginationChange={(next) => {
          onPaginationChange(next);
          setQuery((current) => ({ ...current, ...next }));
        }}
        onSearchChange={(text) => {
          onSearchChange(text);
          setQuery((current) => ({ ...current, search: text, page: 1 }));
        }}
        onSortingChange={(next) => {
          onSortingChange(next);
          setSorting(next);
          setQuery((current) => ({ ...current, page: 1 }));
        }}
      />
    </Box>
  );
}

/** The list pages of the back office, each a DataTable over one sandbox list. */
function ListPage({ list, ...props }: ServerTableProps) {
  switch (list) {
    case 'reservations':
      return <ServerTable dataset={DATASETS.reservations} {...props} />;
    case 'tickets':
      return <ServerTable dataset={DATASETS.tickets} {...props} />;
    case 'members':
      return <ServerTable dataset={DATASETS.members} {...props} />;
    case 'users':
      return <ServerTable dataset={DATASETS.users} {...props} />;
    case 'organizations':
      return <ServerTable dataset={DATASETS.organizations} {...props} />;
    case 'balance':
      return <ServerTable dataset={DATASETS.balance} {...props} />;
  }
}

const meta = {
  title: 'Data/DataTable',
  component: ListPage,
  args: {
    list: 'reservations',
    onPaginationChange: fn(),
    onSearchChange: fn(),
    onSortingChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Holds spinners and placeholders still, so that the screenshot is the same on every run. */
function holdAnimations(canvasElement: HTMLElement) {
  for (const animation of canvasElement.ownerDocument.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
}

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-row"]')];
}

/** The first cell's text of each row shown. */
function firstCells(canvasElement: HTMLElement): string[] {
  return bodyRows(canvasElement).map((row) => row.querySelector('td')?.textContent ?? '');
}

export const Reservations: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Reservations' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(`1–10 of ${String(reservations.length)}`)).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(firstCells(canvasElement)[0]).toBe(reservations[0]?.locator);
  },
};

export const Tickets: Story = {
  args: { list: 'tickets' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Tickets' })).toBeVisible();
    await expect(firstCells(canvasElement)[0]).toBe(tickets[0]?.number);
    await expect(canvas.getAllByText('Voided').length).toBeGreaterThan(0);
  },
};

export const Members: Story = {
  args: { list: 'members' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Members' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(`1–10 of ${String(members.length)}`)).toBeVisible();
  },
};

export const Users: Story = {
  args: { list: 'users', initialLimit: 25 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Users' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(users.length);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const Organizations: Story = {
  args: { list: 'organizations' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Organizations' })).toBeVisible();
    await expect(firstCells(canvasElement)).toEqual(organizations.map((o) => o.name));
  },
};

export const BalanceEntries: Story = {
  args: { list: 'balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Balance entries' })).toBeVisible();
    await expect(canvas.getAllByText('Opening balance')).toHaveLength(balanceEntries.length);
  },
};

/** Next, Last, First and the page size each report the page to fetch; the rows follow. */
export const Pagination: Story = {
  args: { list: 'users', initialLimit: 5 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('1–5 of 11')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
    await expect(canvas.getByText('6–10 of 11')).toBeVisible();
    await expect(firstCells(canvasElement)[0]).toBe(users[5]?.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ page: 3, limit: 5 });
    await expect(canvas.getByText('11–11 of 11')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ page: 1, limit: 5 });
    // A bigger page size, up to 100.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.click(within(listbox).getByRole('option', { name: '10' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    await waitFor(() => expect(canvas.getByText('1–10 of 11')).toBeVisible());
    await expect(args.onPaginationChange).toHaveBeenCalledTimes(5);
  },
};

/** Typing is debounced: one search per pause, the text kept as typed; Enter searches at once. */
export const Search: Story = {
  args: { list: 'users' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(field, 'benn');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledOnce());
    await expect(args.onSearchChange).toHaveBeenCalledWith('benn');
    await expect(field).toHaveValue('benn');
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['Salma Bennani']));
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz{Enter}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('zzz');
    await expect(canvas.getByText('No results for “zzz”.')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
  },
};

/** A sortable header reports the order to fetch and says it to assistive technology. */
export const Sorting: Story = {
  args: { list: 'users' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    // Unsortable columns have no button.
    await expect(
      within(canvas.getByRole('columnheader', { name: 'Two-factor' })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const names = users.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'fr'));
    await expect(firstCells(canvasElement)).toEqual(names.slice(0, 10));
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(canvasElement)[0]).toBe(names.at(-1));
  },
};

export const Loading: Story = {
  args: { networkState: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reservations…');
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-slot="data-table-placeholder"]')).toHaveLength(5);
    holdAnimations(canvasElement);
  },
};

/** Fetching another page keeps the current rows in place and says it is loading. */
export const LoadingKeepsRows: Story = {
  args: { networkState: 'loading-with-rows' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reservations…');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    holdAnimations(canvasElement);
  },
};

export const Empty: Story = {
  args: { networkState: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet.')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const EmptySearch: Story = {
  args: { list: 'members', initialSearch: 'zineb' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toHaveValue('zineb');
    await expect(canvas.getByText('No results for “zineb”.')).toBeVisible();
  },
};

/** A failed fetch shows its message and a retry in place of the table. */
export const FetchError: Story = {
  args: { networkState: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The reservations service did not answer (503).',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
    // The search field stays usable.
    await expect(canvas.getByRole('searchbox', { name: 'Search reservations' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ReservationsOnPhone: Story = {
  ...Reservations,
  globals: phone,
};

export const PaginationOnPhone: Story = {
  args: { list: 'users', initialLimit: 5 },
  globals: phone,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPaginationChange).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
  },
};

export const ErrorOnPhone: Story = {
  ...FetchError,
  globals: phone,
};
