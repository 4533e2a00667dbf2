import {
  loadOnce,
  reservationActionAvailability,
  type Reservation,
  type ReservationAction,
  type TicketSummary,
} from '@comptoir/flight-domain';
import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { actionsInWords } from '../RecordSections/action-refusal-words';
import { reservationRefusalWords } from './reservation-refusal-words';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { FareRulesSection } from '../RecordSections/FareRulesSection';
import { PriceSummarySection } from '../RecordSections/PriceSummarySection';
import { pdfActions, RecordDetailLayout, type RecordActionSpec } from '../RecordSections/RecordDetailLayout';
import { RecordDateFacts, RecordFact } from '../RecordSections/RecordHeader';
import { TicketsSection } from '../RecordSections/TicketsSection';
import type { RecordActionCallback } from '../RecordSections/use-record-action';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';

// What the confirmations say: fetched with the first action that asks, not with the page.
const loadConfirmations = loadOnce(() => import('./reservation-confirmations'));

export interface ReservationDetailViewProps {
  /** The reservation as `GET /reservations/{id}` returns it. Its content kind picks the GDS or NDC variant. */
  reservation: Reservation;
  /**
   * Issues the tickets, after staff confirm the amount debited from the balance. The page waits for a
   * returned promise; a rejection's message is shown.
   */
  onTicket: RecordActionCallback;
  /** Cancels the reservation, after staff confirm it in the global dialog (`<GlobalDialog />`). */
  onCancel: RecordActionCallback;
  /** Prices the reservation again with today's markup, after staff confirm it. */
  onReprice: RecordActionCallback;
  /** Downloads the reservation as a PDF file. */
  onDownloadPdf: RecordActionCallback;
  /** Shows the reservation's PDF in a viewer, without downloading it. */
  onViewPdf: RecordActionCallback;
  /** Fetches the fare rules again (`PUT fare-rules/{id}`). */
  onFareRules: RecordActionCallback;
  /** The page of one of the reservation's tickets (`/tickets/{id}/gds` or `/ndc`). */
  ticketHref: (ticket: TicketSummary) => string;
  /** Renders the ticket links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
  /** The editing area: a `Workbench` with its editors. Default: none. */
  editing?: ReactNode;
}

/**
 * /reservations/{id}/gds and /ndc: everything about a reservation (itinerary, travelers, contacts, OSI
 * remarks on GDS, special services, ancillaries, price, tickets) and its actions. Actions the rules
 * refuse (`reservationActionAvailability`) are disabled with the reason written under them; one action
 * runs at a time; ticketing (saying the amount the balance is debited), repricing and cancelling ask
 * for confirmation first.
 */
export function ReservationDetailView({
  reservation,
  onTicket,
  onCancel,
  onReprice,
  onDownloadPdf,
  onViewPdf,
  onFareRules,
  ticketHref,
  linkComponent = PlainLink,
  editing,
}: ReservationDetailViewProps) {
  const availability = actionsInWords(reservationActionAvailability(reservation), reservationRefusalWords);
  const kind = reservation.contentKind;
  const actions: readonly (RecordActionSpec & { id: ReservationAction })[] = [
    {
      id: 'ticket',
      label: m.reservation_issue_tickets(),
      availability: availability.ticket,
      callback: onTicket,
      variant: 'solid',
      shortcut: 't',
      entry: 'ticket',
      confirmation: async () => (await loadConfirmations()).ticketConfirmation(reservation),
    },
    {
      id: 'reprice',
      label: m.reservation_reprice(),
      availability: availability.reprice,
      callback: onReprice,
      shortcut: 'r',
      confirmation: async () => (await loadConfirmations()).repriceConfirmation(reservation),
    },
    ...pdfActions(availability, onDownloadPdf, onViewPdf),
    {
      id: 'fareRules',
      label: m.record_fare_rules(),
      availability: availability.fareRules,
      callback: onFareRules,
      shortcut: 'f',
    },
    {
      id: 'cancel',
      label: m.reservation_cancel(),
      availability: availability.cancel,
      callback: onCancel,
      color: 'red',
      shortcut: 'x',
      entry: 'cancel',
      confirmation: async () => (await loadConfirmations()).cancelConfirmation(reservation),
    },
  ];
  const seatsByTraveler: Record<string, string[]> = {};
  for (const seat of reservation.seats) (seatsByTraveler[seat.travelerId] ??= []).push(seat.seatCode);

  return (
    <RecordDetailLayout
      slot="reservation-detail-view"
      title={m.reservation_title({ locator: reservation.locator })}
      status={<ReservationStatusBadge status={reservation.status} size="2" data-slot="reservation-status" />}
      summary={
        <>
          <RecordFact label={m.record_route()}>{reservation.route}</RecordFact>
          <RecordFact label={m.reservation_locator({ kind })}>{reservation.locator}</RecordFact>
          <RecordFact label={m.reservation_identifier({ kind })}>
            {reservation.reservationIdentifier}
          </RecordFact>
          <RecordDateFacts
            made={{ label: m.reservation_booked_on(), at: reservation.createdAt }}
            deadline={
              reservation.status === 'booked' && reservation.ticketingDeadline !== undefined
                ? { label: m.reservation_ticket_before(), at: reservation.ticketingDeadline }
                : null
            }
          />
        </>
      }
      actions={actions}
      refusals={Object.values(availability).flatMap((verdict) => (verdict.allowed ? [] : [verdict.reason]))}
      record={reservation}
      travelers={reservation.travelers}
      seatsByTraveler={seatsByTraveler}
      side={
        <>
          <PriceSummarySection pricing={reservation.pricing} ancillaries={reservation.ancillaries} />
          <TicketsSection
            tickets={reservation.tickets}
            ticketHref={ticketHref}
            linkComponent={linkComponent}
          />
          <FareRulesSection fareRules={reservation.fareRules} />
        </>
      }
    >
      {editing}
    </RecordDetailLayout>
  );
}
