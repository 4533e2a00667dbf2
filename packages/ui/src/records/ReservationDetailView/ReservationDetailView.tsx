import {
  formatMoney,
  reservationActionAvailability,
  type Reservation,
  type ReservationAction,
  type TicketSummary,
} from '@comptoir/flight-domain';
import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { AncillariesSection } from '../RecordSections/AncillariesSection';
import { ContactsSection } from '../RecordSections/ContactsSection';
import { FareRulesSection } from '../RecordSections/FareRulesSection';
import { ItinerarySection } from '../RecordSections/ItinerarySection';
import { OsiRemarksSection } from '../RecordSections/OsiRemarksSection';
import { PriceSummarySection } from '../RecordSections/PriceSummarySection';
import { RecordActionButton, RecordFact, RecordHeader } from '../RecordSections/RecordHeader';
import { SpecialServicesSection } from '../RecordSections/SpecialServicesSection';
import { TicketsSection } from '../RecordSections/TicketsSection';
import { TravelersSection } from '../RecordSections/TravelersSection';
import { useConfirmedRecordActions, type RecordActionCallback } from '../RecordSections/use-record-action';
import { ReservationStatusBadge } from '../../kit/StatusBadge/ReservationStatusBadge';

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
  /** Downloads the reservation as a PDF. */
  onDownloadPdf: RecordActionCallback;
  /** Fetches the fare rules again (`PUT fare-rules/{id}`). */
  onFareRules: RecordActionCallback;
  /** The page of one of the reservation's tickets (`/tickets/{id}/gds` or `/ndc`). */
  ticketHref: (ticket: TicketSummary) => string;
  /** Renders the ticket links (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
  /** The editing area: a `Workbench` with its editors. Default: none. */
  editing?: ReactNode;
}

const ACTION_LABELS = {
  ticket: 'Issue tickets',
  cancel: 'Cancel reservation',
  reprice: 'Reprice',
  pdf: 'Download PDF',
  fareRules: 'Fare rules',
} as const satisfies Record<ReservationAction, string>;

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
  onFareRules,
  ticketHref,
  linkComponent = PlainLink,
  editing,
}: ReservationDetailViewProps) {
  const availability = reservationActionAvailability(reservation);
  const isGds = reservation.contentKind === 'GDS';
  const { running, error, click } = useConfirmedRecordActions<ReservationAction>(
    { ticket: onTicket, cancel: onCancel, reprice: onReprice, pdf: onDownloadPdf, fareRules: onFareRules },
    {
      ticket: {
        title: `Issue tickets for ${reservation.locator}`,
        description: `${formatMoney(reservation.pricing.total.total)} will be debited from the organization's balance and ${String(reservation.travelerCount)} ticket(s) issued, one per traveler.`,
        confirmLabel: 'Issue tickets',
        cancelLabel: 'Not now',
      },
      reprice: {
        title: `Reprice reservation ${reservation.locator}`,
        description: `The fare is priced again with today's markup: the total of ${formatMoney(reservation.pricing.total.total)} may change.`,
        confirmLabel: 'Reprice',
        cancelLabel: 'Keep the price',
      },
      cancel: {
        title: `Cancel reservation ${reservation.locator}`,
        description: `${reservation.route}, ${String(reservation.travelerCount)} traveler(s). The airline releases the seats. This cannot be undone.`,
        confirmLabel: 'Cancel reservation',
        cancelLabel: 'Keep reservation',
      },
    },
  );
  const button = (action: ReservationAction, color?: 'red') => (
    <RecordActionButton
      key={action}
      availability={availability[action]}
      running={running === action}
      busy={running !== null}
      onClick={() => click(action)}
      {...(color === undefined ? {} : { color })}
      {...(action === 'ticket' ? { variant: 'solid' as const } : {})}
    >
      {ACTION_LABELS[action]}
    </RecordActionButton>
  );
  const refusals = Object.values(availability).flatMap((verdict) =>
    verdict.allowed ? [] : [verdict.reason],
  );
  const seatsByTraveler: Record<string, string[]> = {};
  for (const seat of reservation.seats) (seatsByTraveler[seat.travelerId] ??= []).push(seat.seatCode);

  return (
    <Flex
      direction="column"
      gap="4"
      p={{ initial: '3', sm: '5' }}
      data-slot="reservation-detail-view"
      data-content-kind={reservation.contentKind}
    >
      <RecordHeader
        title={`Reservation ${reservation.locator}`}
        contentKind={reservation.contentKind}
        status={
          <ReservationStatusBadge status={reservation.status} size="2" data-slot="reservation-status" />
        }
        summary={
          <>
            <RecordFact label="Route">{reservation.route}</RecordFact>
            <RecordFact label={isGds ? 'Record locator (PNR)' : 'Order locator'}>
              {reservation.locator}
            </RecordFact>
            <RecordFact label={isGds ? 'Reservation identifier' : 'Order ID'}>
              {reservation.reservationIdentifier}
            </RecordFact>
            <RecordFact label="Booked on">
              <DateDisplay value={reservation.createdAt} format="dateTime" />
            </RecordFact>
            {reservation.status === 'booked' && reservation.ticketingDeadline !== undefined ? (
              <RecordFact label="Ticket before">
                <DateDisplay value={reservation.ticketingDeadline} format="dateTime" weight="bold" />
              </RecordFact>
            ) : null}
          </>
        }
        actions={[
          button('ticket'),
          button('reprice'),
          button('pdf'),
          button('fareRules'),
          button('cancel', 'red'),
        ]}
        refusals={refusals}
        error={error}
      />
      {editing}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Flex direction="column" gap="4" className="min-w-0">
          <ItinerarySection itinerary={reservation.itinerary} showFareBasis={isGds} />
          <TravelersSection travelers={reservation.travelers} seatsByTraveler={seatsByTraveler} />
          <ContactsSection contacts={reservation.contacts} />
          {isGds ? <OsiRemarksSection remarks={reservation.osiRemarks} /> : null}
          <SpecialServicesSection services={reservation.specialServices} travelers={reservation.travelers} />
          <AncillariesSection
            ancillaries={reservation.ancillaries}
            travelers={reservation.travelers}
            itinerary={reservation.itinerary}
          />
        </Flex>
        <Flex direction="column" gap="4" className="min-w-0">
          <PriceSummarySection pricing={reservation.pricing} ancillaries={reservation.ancillaries} />
          <TicketsSection
            tickets={reservation.tickets}
            ticketHref={ticketHref}
            linkComponent={linkComponent}
          />
          <FareRulesSection fareRules={reservation.fareRules} />
        </Flex>
      </div>
    </Flex>
  );
}
