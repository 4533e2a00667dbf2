/**
 * The kit's table: Radix Themes' `Table` parts, drawn by their classes. Imported as a namespace, as
 * Radix's is (`import * as Table from './Table'`, or `Table` from the kit), and used as `Table.Root`,
 * `Table.Row`, …: a module namespace, not an object, so the bundler still drops the parts no page uses.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';

type TableSize = '1' | '2' | '3';

export interface RootProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Radix Themes' table sizes: one, or one below the `sm` breakpoint and another from it. Default '2'. */
  size?: TableSize | { initial: TableSize; sm: TableSize };
  /** Radix Themes' variants: a bordered panel, or rows only. Default 'ghost'. */
  variant?: 'surface' | 'ghost';
  /** The table's layout algorithm. Default: the browser's (auto). */
  layout?: 'auto' | 'fixed';
  /**
   * Whether the keyboard reaches the scrolling box, so that a table wider than a phone scrolls by
   * keyboard even when it holds no button (loading, empty). Default false.
   */
  keyboardScrollable?: boolean;
  /** The table's caption, header and body ({@link Header}, {@link Body}, …). */
  children: ReactNode;
}

function sizeClasses(size: NonNullable<RootProps['size']>): string {
  return typeof size === 'string' ? `rt-r-size-${size}` : `rt-r-size-${size.initial} sm:rt-r-size-${size.sm}`;
}

/**
 * Radix Themes' `Table.Root` as it draws itself (its classes, sizes and variants), scrolled sideways by
 * the browser instead of Radix's scroll area, which `Table.Root` always wraps a table in and which was
 * 4 KiB of every table page's first load. Compose it with the parts below, not Radix's:
 * Radix Themes' `table.js` creates every part at module level (calls not marked pure), so importing any
 * of them keeps `Table.Root` and its scroll area in the bundle. `kit/first-load/Table.test.tsx` pins the
 * markup to Radix's.
 *
 * @example
 * <Table.Root variant="surface" size="1" keyboardScrollable><Table.Body>…</Table.Body></Table.Root>
 */
export function Root({
  size = '2',
  variant = 'ghost',
  layout,
  keyboardScrollable = false,
  className,
  children,
  ...props
}: RootProps) {
  const rootClasses = ['rt-TableRoot', sizeClasses(size), `rt-variant-${variant}`, className];
  return (
    <div {...props} className={rootClasses.filter(Boolean).join(' ')}>
      <div
        className="overflow-x-auto rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-[var(--focus-8)]"
        tabIndex={keyboardScrollable ? 0 : undefined}
      >
        <table className={layout === undefined ? 'rt-TableRootTable' : `rt-TableRootTable rt-r-tl-${layout}`}>
          {children}
        </table>
      </div>
    </div>
  );
}

/** Where a cell's content sits: Radix Themes' `justify` of its table cells. */
type CellJustify = 'start' | 'center' | 'end';
const JUSTIFY_CLASSES = { start: 'rt-r-ta-left', center: 'rt-r-ta-center', end: 'rt-r-ta-right' } as const;

type CellProps<Tag extends 'td' | 'th'> = ComponentPropsWithRef<Tag> & { justify?: CellJustify };

function cellClasses(base: string, justify: CellJustify | undefined, className: string | undefined) {
  return [base, justify === undefined ? undefined : JUSTIFY_CLASSES[justify], className]
    .filter(Boolean)
    .join(' ');
}

/** Radix Themes' `Table.Header`, drawn by its class. */
export function Header({ className, ...props }: ComponentPropsWithRef<'thead'>) {
  return <thead {...props} className={cellClasses('rt-TableHeader', undefined, className)} />;
}

/** Radix Themes' `Table.Body`, drawn by its class. */
export function Body({ className, ...props }: ComponentPropsWithRef<'tbody'>) {
  return <tbody {...props} className={cellClasses('rt-TableBody', undefined, className)} />;
}

/** Radix Themes' `Table.Row`, drawn by its class. */
export function Row({ className, ...props }: ComponentPropsWithRef<'tr'>) {
  return <tr {...props} className={cellClasses('rt-TableRow', undefined, className)} />;
}

/** Radix Themes' `Table.Cell`, drawn by its classes. */
export function Cell({ justify, className, ...props }: CellProps<'td'>) {
  return <td {...props} className={cellClasses('rt-TableCell', justify, className)} />;
}

/** Radix Themes' `Table.ColumnHeaderCell`, drawn by its classes. */
export function ColumnHeaderCell({ justify, className, ...props }: CellProps<'th'>) {
  return (
    <th
      scope="col"
      {...props}
      className={cellClasses('rt-TableCell rt-TableColumnHeaderCell', justify, className)}
    />
  );
}

/** Radix Themes' `Table.RowHeaderCell`, drawn by its classes. */
export function RowHeaderCell({ justify, className, ...props }: CellProps<'th'>) {
  return (
    <th
      scope="row"
      {...props}
      className={cellClasses('rt-TableCell rt-TableRowHeaderCell', justify, className)}
    />
  );
}
