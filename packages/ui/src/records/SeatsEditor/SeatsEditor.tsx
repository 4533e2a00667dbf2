import type { Reservation, SeatChoice, SeatMap as SeatMapData, Traveler } from '@comptoir/flight-domain';
import { lazy, Suspense, useEffect } from 'react';
import { LoadedContent, LoadingStatus, type LoadState } from '../../kit/RecordSection/LoadedContent';
import { RecordSection } from '../../kit/RecordSection/RecordSection';
import { m } from '../../i18n/paraglide/messages.js';

// The seat map (its grid, legend, review step, the flights' tabs and Radix's radio group) is no part of a
// record page's first load: its code is fetched as the editor mounts, alongside the seat map's
// data, which the first paint does not have either.
const loadSeatChoices = () => import('./SeatChoices');
const SeatChoices = lazy(loadSeatChoices);

export interface SeatsEditorProps {
  /**
   * The reservation's seat maps (`GET seats-map/{reservationIdentifier}/{offerIdentifier}`), one per flight,
   * as they load: a failure stays in this section, with its retry, and the rest of the page works on.
   */
  seatMap: LoadState<SeatMapData>;
  /** The reservation's travelers; infants sit on an adult's lap and get no seat. */
  travelers: readonly Traveler[];
  /** The seats the travelers hold now (the reservation's `seats`). */
  seats: Reservation['seats'];
  /**
   * Sends the seats changed on one flight (only those that differ from the seats held). A rejection
   * keeps the choice and shows its message on the review step.
   */
  onConfirm: (data: SeatChoice[]) => Promise<void>;
  /** Whether editing is off (no workbench open, or it is being committed or ignored). Default `false`. */
  disabled?: boolean;
}

/**
 * Changes the seats of an existing reservation, flight by flight, with the booking's `SeatMap` (keyboard
 * grid, legend, review step). Each traveler starts on the seat they hold; confirming a flight sends only
 * the seats that changed, and once sent those become the seats held, so nothing is sent twice.
 *
 * @example
 * <SeatsEditor seatMap={{ status: 'success', data: seatMap }} travelers={reservation.travelers} seats={reservation.seats} onConfirm={confirm} />
 */
export function SeatsEditor({ seatMap, ...editing }: SeatsEditorProps) {
  useEffect(() => {
    // A chunk that cannot load reaches the page's error boundary when the seat map shows.
    loadSeatChoices().catch(() => undefined);
  }, []);
  return (
    <RecordSection title={m.editor_seats_title()} slot="seats-editor">
      <Suspense fallback={<LoadingStatus text={m.editor_seats_loading()} slot="seats-editor-map" />}>
        <LoadedContent state={seatMap} loadingText={m.editor_seats_loading()} slot="seats-editor-map">
          {(data) => <SeatChoices seatMap={data} {...editing} />}
        </LoadedContent>
      </Suspense>
    </RecordSection>
  );
}
