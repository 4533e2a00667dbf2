// eslint-disable-next-line no-restricted-imports -- the kit's markup is compared with Radix's own.
import { Table } from '@radix-ui/themes';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from '../server-markup';
import {
  TableBody,
  TableCell,
  TableColumnHeaderCell,
  TableHeader,
  TableRoot,
  TableRow,
  TableRowHeaderCell,
  type TableRootProps,
} from './TableRoot';

/** The root's classes and the table itself: what Radix Themes' CSS styles (the scroll area left out). */
function drawn(markup: string): { root: string; table: string } {
  return {
    root: /<div class="(rt-TableRoot[^"]*)"/.exec(markup)?.[1] ?? '',
    table: /<table[\s\S]*<\/table>/.exec(markup)?.[0] ?? '',
  };
}

type Look = Pick<TableRootProps, 'size' | 'variant' | 'layout'>;

// The kit draws Radix Themes' tables by their classes (STYLE.md: a test pins the coupling): an upgrade of
// Radix Themes that renames a class or changes a part's markup fails here.
describe("TableRoot and its parts draw Radix Themes' Table", () => {
  it.each<Look>([
    {},
    { size: '1', variant: 'surface' },
    { size: { initial: '1', sm: '2' }, variant: 'ghost', layout: 'fixed' },
    { size: '3', layout: 'auto' },
  ])('with the same classes and markup (%o)', (look) => {
    const kit = serverMarkup(
      <TableRoot {...look}>
        <TableHeader>
          <TableRow>
            <TableColumnHeaderCell>Locator</TableColumnHeaderCell>
            <TableColumnHeaderCell justify="end">Amount</TableColumnHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableRowHeaderCell justify="center">RAK157</TableRowHeaderCell>
            <TableCell justify="start">1 464,33 MAD</TableCell>
          </TableRow>
        </TableBody>
      </TableRoot>,
    );
    const radix = serverMarkup(
      <Table.Root {...look}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Locator</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell justify="end">Amount</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Table.Row>
            <Table.RowHeaderCell justify="center">RAK157</Table.RowHeaderCell>
            <Table.Cell justify="start">1 464,33 MAD</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>,
    );
    expect(drawn(kit).table).toContain('<th class="rt-TableCell rt-TableColumnHeaderCell');
    expect(drawn(kit)).toEqual(drawn(radix));
  });
});
