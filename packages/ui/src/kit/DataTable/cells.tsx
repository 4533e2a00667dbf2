/**
 * Cell renderers the records' column sets share: `column.accessor('total', { cell: moneyCell })`.
 */
import { DateDisplay } from '../DateDisplay/DateDisplay';
import { Money } from '../Money/Money';
import { ContentKindBadge } from '../StatusBadge/ContentKindBadge';

/** An ISO date-time shown as its fr-FR date (07/03/2026). */
export const dateCell = (cell: { getValue: () => string }) => <DateDisplay value={cell.getValue()} />;

/** Centimes of MAD shown in fr-FR (1 234,56 MAD). */
export const moneyCell = (cell: { getValue: () => number }) => <Money centimes={cell.getValue()} />;

/** GDS or NDC as a badge. */
export const contentKindCell = (cell: { getValue: () => string }) => (
  <ContentKindBadge contentKind={cell.getValue()} />
);
