import * as Table from './Table';
import { m } from '../../i18n/paraglide/messages.js';

interface StaticTableHeaderProps {
  /** The columns' headers, in order. */
  names: readonly string[];
  /** Whether the rows end with a cell of buttons (Edit, Delete): its header is named "Actions" for screen readers only. Default `false`. */
  actions?: boolean;
}

/**
 * The header of a small table drawn with Radix's `Table` (not a `DataTable`): one column header per
 * name, then, when the rows have buttons, a blank header that screen readers read as "Actions".
 */
export function StaticTableHeader({ names, actions = false }: StaticTableHeaderProps) {
  return (
    <Table.Header>
      <Table.Row>
        {names.map((name) => (
          <Table.ColumnHeaderCell key={name}>{name}</Table.ColumnHeaderCell>
        ))}
        {actions ? (
          <Table.ColumnHeaderCell>
            <span className="sr-only">{m.kit_actions()}</span>
          </Table.ColumnHeaderCell>
        ) : null}
      </Table.Row>
    </Table.Header>
  );
}
