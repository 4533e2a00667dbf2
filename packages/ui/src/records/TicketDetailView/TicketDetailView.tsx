import { loadOnce, ticketActionAvailability, type Ticket, type TicketAction } from '@comptoir/flight-domain';
import { Link } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { paymentMethodWords } from '../../i18n/payment-labels';
import { actionsInWords } from '../RecordSections/action-refusal-words';
import { ticketRefusalWords } from './ticket-refusal-words';
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
  const availability = actionsInWords(ticketActionAvailability(ticket, now), ticketRefusalWords);
  const kind = ticket.contentKind;
  const exchangeAction: RecordActionSpec & { id: TicketAction } = {
    id: 'exchange',
    label: m.ticket_exchange(),
    availability: availability.exchange,
    callback: onExchange,
    shortcut: 'e',
  };
  const actions: readonly (RecordActionSpec & { id: TicketAction })[] = [
    ...pdfActions(availability, onDownloadPdf, onViewPdf, 'display-ticket'),
    // NDC tickets have no exchange entry at all: the reason it is refused would only be noise.
    ...(kind === 'GDS' ? [exchangeAction] : []),
    {
      id: 'void',
      label: m.ticket_void(),
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
      title={m.ticket_title({ number: ticket.number })}
      status={<TicketStatusBadge status={ticket.status} size="2" data-slot="ticket-status" />}
      summary={
        <>
          <RecordFact label={m.ticket_reservation({ kind })}>
            <Link asChild size="2" weight="medium">
              <RouterLink
                href={reservationHref}
                aria-label={m.reservation_title({ locator: ticket.locator })}
              >
                {ticket.locator}
              </RouterLink>
            </Link>
          </RecordFact>
          <RecordFact label={m.ticket_passenger()}>{ticket.travelerName}</RecordFact>
          <RecordFact label={m.record_route()}>{ticket.route}</RecordFact>
          <RecordDateFacts
            made={{ label: m.ticket_issued_on(), at: ticket.issuedAt }}
            deadline={
              ticket.status === 'ticketed' && ticket.voidableUntil !== undefined
                ? { label: m.ticket_void_before(), at: ticket.voidableUntil }
                : null
            }
          />
          <RecordFact label={m.ticket_amount()}>
            <Money centimes={ticket.total} size="2" weight="bold" />
          </RecordFact>
          <RecordFact label={m.ticket_form_of_payment()}>
            {paymentMethodWords(ticket.formOfPayment)}
          </RecordFact>
        </>
      }
      actions={actions}
      record={ticket}
      travelers={[ticket.traveler]}
      side={
        <>
          <PriceSummarySection title={m.ticket_fare_and_taxes()} pricing={ticket.pricing} />
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
