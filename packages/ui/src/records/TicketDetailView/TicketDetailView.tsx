import {
  loadOnce,
  PAYMENT_METHOD_LABELS,
  ticketActionAvailability,
  type Ticket,
  type TicketAction,
} from '@comptoir/flight-domain';
import { Link } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { Money } from '../../kit/Money/Money';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';
import { CouponsSection } from '../RecordSections/CouponsSection';
import { PriceSummarySection } from '../RecordSections/PriceSummarySection';
import { pdfActions, RecordDetailLayout, type RecordActionSpec } from '../RecordSections/RecordDetailLayout';
import { RecordDateFacts, RecordFact } from '../RecordSections/RecordHeader';
import { TicketHistorySection } from '../RecordSections/TicketHistorySection';
import type { RecordActionCallback } from '../RecordSections/use-record-action';

// What voiding asks: fetched with the first press, not with the page.
const loadConfirmations = loadOnce(() => import('./ticket-confirmations'));

export interface TicketDetailViewProps {
  /** The ticket as `GET /tickets/{id}` returns it. Its content kind picks the GDS or NDC variant. */
  ticket: Ticket;
  /**
   * The current time (epoch milliseconds), against which the void window is read. A prop so that the
   * page decides the clock and stories stay deterministic.
   */
  now: number;
  /** Voids the ticket, after staff confirm it in the global dialog (`<GlobalDialog />`). */
  onVoid: RecordActionCallback;
  /** Downloads the ticket as a PDF file. */
  onDownloadPdf: RecordActionCallback;
  /** Shows the ticket's PDF in a viewer, without downloading it. */
  onViewPdf: RecordActionCallback;
  /** Opens the GDS exchange (`TicketExchange`). Only GDS tickets offer it. */
  onExchange: RecordActionCallback;
  /** The page of the ticket's reservation (`/reservations/{id}/gds` or `/ndc`). */
  reservationHref: string;
  /** Renders the reservation link (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
  /**
   * The exchange steps (`TicketExchange`) once staff opened them, shown while the ticket may be exchanged
   * (no longer once it is exchanged). Default: none.
   */
  exchange?: ReactNode;
  /** The editing area: a `Workbench` with its editors. Default: none. */
  editing?: ReactNode;
}

/**
 * /tickets/{id}/gds and /ndc: an electronic ticket (its reservation, passenger, itinerary and coupons,
 * fare and taxes, form of payment, history) and its actions. Voiding asks for confirmation and is
 * offered only inside the void window (`ticketActionAvailability` at `now`); refused actions are
 * disabled with the reason written under them; one action runs at a time. GDS tickets also lead to the
 * exchange steps.
 */
export function TicketDetailView({
  ticket,
  now,
  onVoid,
  onDownloadPdf,
  onViewPdf,
  onExchange,
  reservationHref,
  linkComponent: RouterLink = PlainLink,
  exchange,
  editing,
}: TicketDetailViewProps) {
  const availability = ticketActionAvailability(ticket, now);
  const isGds = ticket.contentKind === 'GDS';
  const exchangeAction: RecordActionSpec & { id: TicketAction } = {
    id: 'exchange',
    label: 'Exchange ticket',
    availability: availability.exchange,
    callback: onExchange,
    shortcut: 'e',
  };
  const actions: readonly (RecordActionSpec & { id: TicketAction })[] = [
    ...pdfActions(availability, onDownloadPdf, onViewPdf, 'display-ticket'),
    // NDC tickets have no exchange entry at all: the reason it is refused would only be noise.
    ...(isGds ? [exchangeAction] : []),
    {
      id: 'void',
      label: 'Void ticket',
      availability: availability.void,
      callback: onVoid,
      color: 'red',
      shortcut: 'x',
      confirmation: async () => (await loadConfirmations()).voidConfirmation(ticket),
    },
  ];

  return (
    <RecordDetailLayout
      slot="ticket-detail-view"
      title={`Ticket ${ticket.number}`}
      status={<TicketStatusBadge status={ticket.status} size="2" data-slot="ticket-status" />}
      summary={
        <>
          <RecordFact label={isGds ? 'Reservation (PNR)' : 'Order'}>
            <Link asChild size="2" weight="medium">
              <RouterLink href={reservationHref} aria-label={`Reservation ${ticket.locator}`}>
                {ticket.locator}
              </RouterLink>
            </Link>
          </RecordFact>
          <RecordFact label="Passenger">{ticket.travelerName}</RecordFact>
          <RecordFact label="Route">{ticket.route}</RecordFact>
          <RecordDateFacts
            made={{ label: 'Issued on', at: ticket.issuedAt }}
            deadline={
              ticket.status === 'ticketed' && ticket.voidableUntil !== undefined
                ? { label: 'Void before', at: ticket.voidableUntil }
                : null
            }
          />
          <RecordFact label="Amount">
            <Money centimes={ticket.total} size="2" weight="bold" />
          </RecordFact>
          <RecordFact label="Form of payment">{PAYMENT_METHOD_LABELS[ticket.formOfPayment]}</RecordFact>
        </>
      }
      actions={actions}
      record={ticket}
      travelers={[ticket.traveler]}
      side={
        <>
          <PriceSummarySection title="Fare and taxes" pricing={ticket.pricing} />
          <CouponsSection coupons={ticket.coupons} />
          <TicketHistorySection history={ticket.history} />
        </>
      }
    >
      {editing}
      {availability.exchange.allowed ? exchange : null}
    </RecordDetailLayout>
  );
}
