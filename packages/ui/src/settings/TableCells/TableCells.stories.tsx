import * as Table from '../../kit/DataTable/Table';
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
    <Table.Root>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Person</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.RowHeaderCell>
            <PersonCell name={name} email={email} />
          </Table.RowHeaderCell>
          <Table.Cell>
            member
            <CellFailure message={failure} />
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

const meta = {
  title: 'Settings/TableCells',
  component: PersonRow,
  parameters: { layout: 'padded' },
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
  tags: ['phone-screenshot'],
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
