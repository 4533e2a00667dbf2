import { db, SEED_ORGANIZATIONS } from '@comptoir/mock-backend';
import type { BalanceEntry, ListQuery, Member, Organization, User } from '@comptoir/flight-domain';
import { Badge, Box, Flex } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DateDisplay } from '../DateDisplay/DateDisplay';
import { Money } from '../Money/Money';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { answerListQuery } from '../story-helpers/list-server';
import { DataTable } from './DataTable';
import { DataTablePagination } from './DataTablePagination';
import { DataTableSearch, DataTableToolbar } from './DataTableToolbar';
import { createDataTableColumnHelper, useDataTable, type DataTableColumns } from './use-data-table';

/*
 * The data table's parts composed by a caller, over the settings lists as the sandbox database is
 * seeded: users, members, organizations and the balance ledger. The caller here holds the list query
 * and answers it from the seeded rows as the server would (search, one page). The reservations
 * and tickets lists are views of their own (`ReservationsListView`, `TicketsListView`), built on
 * `PagedDataTable`, with a story per network state.
 */

const users: User[] = db.users.map((user) => ({ ...user }));
const organizations: Organization[] = db.organizations.map((organization) => ({ ...organization }));
const members: Member[] = db.members.map((member) => {
  const user = db.users.find((candidate) => candidate.id === member.userId);
  return { ...member, user: { id: member.userId, name: user?.name ?? '', email: user?.email ?? '' } };
});
// The opening balances only: the seeded history's entries are dated from the day the sandbox is seeded,
// which would change this story's screenshot every day.
const balanceEntries: BalanceEntry[] = db.ledger
  .filter((entry) => entry.description === 'Opening balance')
  .map((entry) => ({ ...entry }));
const organizationName = (id: string) => SEED_ORGANIZATIONS.find((o) => o.id === id)?.name ?? id;

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
    cell: (cell) => (cell.getValue() ? 'On' : 'Off'),
  }),
  user.accessor('banned', {
    header: 'Access',
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
  organization.accessor('slug', { header: 'Slug' }),
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
  entry.accessor('kind', { header: 'Kind' }),
  entry.accessor('description', { header: 'Description' }),
  entry.accessor('reference', {
    header: 'Reference',
    cell: (cell) => cell.getValue() ?? '—',
  }),
  entry.accessor('amount', { header: 'Amount', cell: (cell) => <Money centimes={cell.getValue()} /> }),
  entry.accessor('balanceAfter', {
    header: 'Balance after',
    cell: (cell) => <Money centimes={cell.getValue()} />,
  }),
]);

/** One list as the sandbox would serve it: its rows and what search matches. */
interface Dataset<Row extends RowData> {
  label: string;
  columns: DataTableColumns<Row>;
  rows: Row[];
  getRowId: (row: Row) => string;
  searchText: (row: Row) => string;
  searchPlaceholder: string;
}

const DATASETS = {
  members: {
    label: 'Members',
    columns: memberColumns,
    rows: members,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.user.name} ${row.user.email}`,
    searchPlaceholder: 'Name or e-mail',
  } satisfies Dataset<Member>,
  users: {
    label: 'Users',
    columns: userColumns,
    rows: users,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.name} ${row.email}`,
    searchPlaceholder: 'Name or e-mail',
  } satisfies Dataset<User>,
  organizations: {
    label: 'Organizations',
    columns: organizationColumns,
    rows: organizations,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.name} ${row.city ?? ''}`,
    searchPlaceholder: 'Name or city',
  } satisfies Dataset<Organization>,
  balance: {
    label: 'Balance entries',
    columns: balanceColumns,
    rows: balanceEntries,
    getRowId: (row) => row.id,
    searchText: (row) => `${row.description} ${row.reference ?? ''} ${organizationName(row.organizationId)}`,
    searchPlaceholder: 'Description or reference',
  } satisfies Dataset<BalanceEntry>,
};

interface SettingsListProps {
  /** Which list to show. */
  list: keyof typeof DATASETS;
  /** The list query the page opens with. Default: page 1 of 10, no search. */
  initialQuery?: ListQuery;
  onQueryChange: (query: ListQuery) => void;
}

/** A caller composing the parts: toolbar and search, table, pagination. */
function DatasetList<Row extends RowData>({
  dataset,
  initialQuery = { page: 1, limit: 10 },
  onQueryChange,
}: Omit<SettingsListProps, 'list'> & { dataset: Dataset<Row> }) {
  const [query, setQuery] = useState(initialQuery);
  const change = (next: ListQuery) => {
    onQueryChange(next);
    setQuery(next);
  };
  const page = answerListQuery(dataset.rows, dataset.searchText, query);
  const table = useDataTable({ columns: dataset.columns, data: page.items, getRowId: dataset.getRowId });
  const search = query.search ?? '';
  return (
    <Box p={{ initial: '3', sm: '5' }}>
      <Flex direction="column" gap="3">
        <DataTableToolbar>
          <DataTableSearch
            label={dataset.label}
            value={search}
            placeholder={dataset.searchPlaceholder}
            onValueChange={(text) => change({ page: 1, limit: query.limit, search: text })}
          />
        </DataTableToolbar>
        <DataTable
          table={table}
          label={dataset.label}
          {...(search === '' ? {} : { emptyMessage: `No results for “${search}”.` })}
        />
        <DataTablePagination
          label={dataset.label}
          paging={query}
          total={page.total}
          onPaginationChange={(next) => change({ ...query, ...next })}
          limitOptions={[5, 10, 25, 50, 100]}
        />
      </Flex>
    </Box>
  );
}

/** The settings lists of the back office, each the data table's parts over one sandbox list. */
function SettingsList({ list, ...props }: SettingsListProps) {
  switch (list) {
    case 'members':
      return <DatasetList dataset={DATASETS.members} {...props} />;
    case 'users':
      return <DatasetList dataset={DATASETS.users} {...props} />;
    case 'organizations':
      return <DatasetList dataset={DATASETS.organizations} {...props} />;
    case 'balance':
      return <DatasetList dataset={DATASETS.balance} {...props} />;
  }
}

const meta = {
  title: 'Data/DataTable',
  component: SettingsList,
  parameters: { layout: 'padded' },
  args: { list: 'members', onQueryChange: fn() },
} satisfies Meta<typeof SettingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="data-table-row"]')];
}

/** The first cell's text of each row shown. */
function firstCells(canvasElement: HTMLElement): string[] {
  return bodyRows(canvasElement).map((row) => row.querySelector('td')?.textContent ?? '');
}

export const Members: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Members' })).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(`1–10 of ${String(members.length)}`)).toBeVisible();
    // Rows that open nothing have no button, no link and no pointer: their first cell is its text.
    const primary = canvasElement.querySelector('[data-slot="data-table-primary"]');
    await expect(primary?.tagName).toBe('SPAN');
    await expect(within(bodyRows(canvasElement)[0] ?? canvasElement).queryAllByRole('button')).toEqual([]);
    await expect(within(bodyRows(canvasElement)[0] ?? canvasElement).queryAllByRole('link')).toEqual([]);
  },
};

export const Users: Story = {
  args: { list: 'users', initialQuery: { page: 1, limit: 25 } },
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

/** Next, Last, Previous, First and the page size each report the page to fetch; the rows follow. */
export const Pagination: Story = {
  tags: ['phone-screenshot'],
  args: { list: 'users', initialQuery: { page: 1, limit: 5 } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('1–5 of 11')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
    await expect(canvas.getByText('6–10 of 11')).toBeVisible();
    await expect(firstCells(canvasElement)[0]).toBe(users[5]?.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 3, limit: 5 });
    await expect(canvas.getByText('11–11 of 11')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 2, limit: 5 });
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 5 });
    // A bigger page size, up to 100.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.click(within(listbox).getByRole('option', { name: '10' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    await waitFor(() => expect(canvas.getByText('1–10 of 11')).toBeVisible());
    await expect(args.onQueryChange).toHaveBeenCalledTimes(5);
  },
};

/**
 * A page past the end (`?page=99`, or a list that shrank) shows no impossible figures: no rows, "0–0 of
 * 11", "No page 99: 3 pages", and "Previous page" or "Last page" go to the last page.
 */
export const PastTheLastPage: Story = {
  args: { list: 'users', initialQuery: { page: 99, limit: 5 } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText('0–0 of 11')).toBeVisible();
    await expect(canvas.getByText('No page 99: 3 pages')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 3, limit: 5 });
    await expect(canvas.getByText('11–11 of 11')).toBeVisible();
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};

/** Typing is debounced: one search per pause, the text kept as typed; Enter searches at once. */
export const Search: Story = {
  args: { list: 'users' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(field, 'benn');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledOnce());
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 1, limit: 10, search: 'benn' });
    await expect(field).toHaveValue('benn');
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['Salma Bennani']));
    await userEvent.clear(field);
    await userEvent.type(field, 'zzz{Enter}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'zzz' });
    await expect(canvas.getByText('No results for “zzz”.')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
  },
};

/** The caller words the empty message: here, what the search did not match. */
export const EmptySearch: Story = {
  args: { list: 'members', initialQuery: { page: 1, limit: 10, search: 'zineb' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toHaveValue('zineb');
    await expect(canvas.getByText('No results for “zineb”.')).toBeVisible();
  },
};
