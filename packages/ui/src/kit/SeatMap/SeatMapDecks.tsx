import { Tabs } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { SegmentSeatMap } from './seat-map-model';
import { m } from '../../i18n/paraglide/messages.js';

export interface SeatMapDecksProps {
  seatMap: SegmentSeatMap;
  /** The deck shown. */
  deck: number;
  onDeckChange: (deck: number) => void;
  /** Draws one deck (a `SeatMapDeckGrid`). */
  renderDeck: (deck: number) => ReactNode;
}

/** The cabin: its one deck, or one tab per deck on an aircraft with two. */
export function SeatMapDecks({ seatMap, deck, onDeckChange, renderDeck }: SeatMapDecksProps) {
  if (seatMap.decks.length <= 1) return renderDeck(0);
  return (
    <Tabs.Root value={String(deck)} onValueChange={(next) => onDeckChange(Number(next))}>
      <Tabs.List aria-label={m.seatmap_decks()}>
        {seatMap.decks.map((each, index) => (
          <Tabs.Trigger key={each.name} value={String(index)}>
            {each.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {seatMap.decks.map((each, index) => (
        <Tabs.Content key={each.name} value={String(index)} className="pt-3">
          {renderDeck(index)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
