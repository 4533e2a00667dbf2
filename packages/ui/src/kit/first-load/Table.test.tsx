// eslint-disable-next-line no-restricted-imports -- the kit's markup is compared with Radix's own.
import { Table as RadixTable } from '@radix-ui/themes';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from './server-markup';
import * as Table from '../DataTable/Table';

/** The root's classes and the table itself: what Radix Themes' CSS styles (the scroll area left out). */
function drawn(markup: string): { root: string; table: string } {
  return {
    root: /<div class="(rt-TableRoot[^"]*)"/.exec(markup)?.[1] ?? '',
    table: /<table[\s\S]*<\/table>/.exec(markup)?.[0] ?? '',
  };
}

type Look = Pick<Table.RootProps, 'size' | 'variant' | 'layout'>;

interface PartProps {
  children: ReactNode;
}
type CellPartProps = PartProps & Pick<ComponentProps<typeof Table.Cell>, 'justify'>;

/** The parts a table is drawn with: the kit's or Radix Themes' own, which take the same props. */
interface TableParts {
  Root: ComponentType<Look & PartProps>;
  Header: ComponentType<PartProps>;
  Body: ComponentType<PartProps>;
  Row: ComponentType<PartProps>;
  ColumnHeaderCell: ComponentType<CellPartProps>;
  RowHeaderCell: ComponentType<CellPartProps>;
  Cell: ComponentType<CellPartProps>;
}

/** The server markup of one table with every part, drawn with the given parts. */
function sampleMarkup(Parts: TableParts, look: Look): string {
  return serverMarkup(
    <Parts.Root {...look}>
      <Parts.Header>
        <Parts.Row>
          <Parts.ColumnHeaderCell>Locator</Parts.ColumnHeaderCell>
          <Parts.ColumnHeaderCell justify="end">Amount</Parts.ColumnHeaderCell>
        </Parts.Row>
      </Parts.Header>
      <Parts.Body>
        <Parts.Row>
          <Parts.RowHeaderCell justify="center">RAK157</Parts.RowHeaderCell>
          <Parts.Cell justify="start">1 464,33 MAD</Parts.Cell>
        </Parts.Row>
      </Parts.Body>
    </Parts.Root>,
  );
}

// The kit draws Radix Themes' tables by their classes (STYLE.md: a test pins the coupling): an upgrade of
// Radix Themes that renames a class or changes a part's markup fails here.
describe("The kit's Table.Root and its parts draw Radix Themes' Table", () => {
  it.each<Look>([
    {},
    { size: '1', variant: 'surface' },
    { size: { initial: '1', sm: '2' }, variant: 'ghost', layout: 'fixed' },
    { size: '3', layout: 'auto' },
  ])('with the same classes and markup (%o)', (look) => {
    const kit = sampleMarkup(Table, look);
    const radix = sampleMarkup(RadixTable, look);
    expect(drawn(kit).table).toContain('<th class="rt-TableCell rt-TableColumnHeaderCell');
    expect(drawn(kit)).toEqual(drawn(radix));
  });
});
