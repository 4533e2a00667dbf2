import {
  TableBody,
  TableCell,
  TableColumnHeaderCell,
  TableHeader,
  TableRoot,
  TableRow,
  TableRowHeaderCell,
} from '../../kit/DataTable/TableRoot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CellFailure, PersonCell } from './TableCells';
import { phone } from '../../kit/story-helpers/story-helpers';

interface RowArgs {
  name: string;
  email: string;
  /** The row action's failure, or null while it has not failed. */
  failure: string | null;
}

/** One row of a settings table: the person, and under the row's action, why it failed. */
function PersonRow({ name, email, failure }: RowArgs) {
  return (
    <TableRoot>
      <TableHeader>
        <TableRow>
          <TableColumnHeaderCell>Person</TableColumnHeaderCell>
          <TableColumnHeaderCell>Role</TableColumnHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableRowHeaderCell>
            <PersonCell name={name} email={email} />
          </TableRowHeaderCell>
          <TableCell>
            member
            <CellFailure message={failure} />
          </TableCell>
        </TableRow>
      </TableBody>
    </TableRoot>
  );
}

const meta = {
  title: 'Settings/TableCells',
  component: PersonRow,
  args: { name: 'Youssef El Idrissi', email: 'member.casablanca@comptoir.test', failure: null },
} satisfies Meta<typeof PersonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name with the e-mail below it; no failure line while the action has not failed. */
export const Person: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('rowheader')).toHaveTextContent(`${args.name}${args.email}`);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A failed row action says why, under its control, and is announced. */
export const Failed: Story = {
  args: { failure: 'You are not allowed to access resource: member' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.failure ?? '');
  },
};

/** A long e-mail breaks anywhere on a phone rather than widening the table. */
export const LongEmailOnPhone: Story = {
  args: { email: 'reservations.and.ticketing.desk@atlas-voyages-casablanca.example.com' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const table = canvasElement.querySelector('table');
    await expect(table?.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const FailedOnPhone: Story = { ...Failed, globals: phone };
