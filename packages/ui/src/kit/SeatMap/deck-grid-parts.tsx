import type { ReactNode } from 'react';
import type { SegmentSeatMap } from './seat-map-model';
import { m } from '../../i18n/paraglide/messages.js';

type DeckColumns = SegmentSeatMap['decks'][number]['columns'];

/** A narrow column beside the seats: the exit marks on the outside, the wing on the inside. */
export function DeckSide({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <div aria-hidden className={`flex w-7 shrink-0 items-center justify-center ${className}`}>
      {children}
    </div>
  );
}

/** The row number in the first aisle, named for assistive technology. */
export function RowHeader({ number }: { number: number }) {
  return (
    <div
      role="rowheader"
      className="flex w-5 shrink-0 items-center justify-center text-xs text-[var(--gray-11)] sm:w-7"
    >
      <span className="sr-only">{m.seatmap_row()} </span>
      {number}
    </div>
  );
}

function RowHeaderSpacer() {
  return (
    <div role="columnheader" className="w-5 shrink-0 sm:w-7">
      <span className="sr-only">{m.seatmap_row()}</span>
    </div>
  );
}

/** The row number again in a further aisle, for the eye only. */
export function AisleRowNumber({ number }: { number: number }) {
  return (
    <div
      aria-hidden
      className="flex w-5 shrink-0 items-center justify-center text-xs text-[var(--gray-11)] sm:w-7"
    >
      {number}
    </div>
  );
}

/** The seat letters over the deck, sticky while the cabin scrolls. */
export function DeckColumnHeaders({ columns, firstAisle }: { columns: DeckColumns; firstAisle: number }) {
  return (
    <div
      role="row"
      className="sticky top-0 z-10 flex items-end gap-0.5 bg-[var(--color-background)] py-1 sm:gap-1"
    >
      <DeckSide />
      <DeckSide className="w-1.5!" />
      {firstAisle === -1 ? <RowHeaderSpacer /> : null}
      {columns.map((column, index) =>
        column === null ? (
          index === firstAisle ? (
            <RowHeaderSpacer key={`aisle-${String(index)}`} />
          ) : (
            <div key={`aisle-${String(index)}`} aria-hidden className="w-5 shrink-0 sm:w-7" />
          )
        ) : (
          <div
            key={column}
            role="columnheader"
            className="w-7 shrink-0 text-center text-xs text-[var(--gray-11)] sm:w-9"
          >
            {column}
          </div>
        ),
      )}
      <DeckSide className="w-1.5!" />
      <DeckSide />
    </div>
  );
}
