/**
 * Cell renderers the records' column sets share: `column.accessor('total', { cell: moneyCell })`.
 */
import { Fragment } from 'react';
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

/**
 * A route as the server writes it (`CMN-LHR / LHR-CMN`), each leg kept whole: a long itinerary wraps
 * between its legs, never inside an airport pair.
 */
export const routeCell = (cell: { getValue: () => string }) =>
  cell
    .getValue()
    .split(' / ')
    .map((leg, index) => (
      <Fragment key={index}>
        {index > 0 ? ' / ' : null}
        <span className="whitespace-nowrap">{leg}</span>
      </Fragment>
    ));
