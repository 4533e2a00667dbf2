import { ticketActionAvailability, type Ticket, type TicketAction } from '@comptoir/flight-domain';
import { Flex, Link } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { AppShellLinkComponent } from '../../kit/AppShell/types';
import { PlainLink } from '../../kit/AppShell/PlainLink';
import { DateDisplay } from '../../kit/DateDisplay/DateDisplay';
import { Money } from '../../kit/Money/Money';
import { AncillariesSection } from '../RecordSections/AncillariesSection';
import { ContactsSection } from '../RecordSections/ContactsSection';
import { CouponsSection } from '../RecordSections/CouponsSection';
import { ItinerarySection } from '../RecordSections/ItinerarySection';
import { OsiRemarksSection } from '../RecordSections/OsiRemarksSection';
import { PriceSummarySection } from '../RecordSections/PriceSummarySection';
import { RecordActionButton, RecordFact, RecordHeader } from '../RecordSections/RecordHeader';
import { SpecialServicesSection } from '../RecordSections/SpecialServicesSection';
import { TravelersSection } from '../RecordSections/TravelersSection';
import { useConfirmedRecordActions, type RecordActionCallback } from '../RecordSections/use-record-action';
import { TicketStatusBadge } from '../../kit/TicketStatusBadge/TicketStatusBadge';

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
  /** Downloads the ticket as a PDF. */
  onDownloadPdf: RecordActionCallback;
  /** Opens the GDS exchange (`TicketExchange`). Only GDS tickets offer it. */
  onExchange: RecordActionCallback;
  /** The page of the ticket's reservation (`/reservations/{id}/gds` or `/ndc`). */
  reservationHref: string;
  /** Renders the reservation link (pass the router's `Link`). Default: a plain `<a>`. */
  linkComponent?: AppShellLinkComponent;
  /** The exchange steps (`TicketExchange`) once staff opened them. Default: none. */
  exchange?: ReactNode;
}

const ACTION_LABELS = {
  void: 'Void ticket',
  exchange: 'Exchange ticket',
  pdf: 'Download PDF',
} as const satisfies Record<TicketAction, string>;

/**
 * /tickets/{id}/gds and /ndc: an electronic ticket (its reservation, passenger, itinerary and coupons,
 * fare and taxes, dates) and its actions. Voiding asks for confirmation and is offered only inside the
 * void window (`ticketActionAvailability` at `now`); refused actions are disabled with the reason
 * written under them; one action runs at a time. GDS tickets also lead to the exchange steps.
 */
export function TicketDetailView({
  ticket,
  now,
  onVoid,
  onDownloadPdf,
  onExchange,
  reservationHref,
  linkComponent: RouterLink = PlainLink,
  exchange,
}: TicketDetailViewProps) {
  const availability = ticketActionAvailability(ticket, now);
  const isGds = ticket.contentKind === 'GDS';
  // NDC tickets have no exchange entry at all: the reason it is refused would only be noise.
  const actions: readonly TicketAction[] = isGds ? ['pdf', 'exchange', 'void'] : ['pdf', 'void'];
  const { running, error, click } = useConfirmedRecordActions<TicketAction>(
    { void: onVoid, exchange: onExchange, pdf: onDownloadPdf },
    {
      void: {
        title: `Void ticket ${ticket.number}`,
        description: `${ticket.travelerName}, ${ticket.route}. The coupons are cancelled and the ticket's amount is refunded to the agency balance. This cannot be undone.`,
        confirmLabel: 'Void ticket',
        cancelLabel: 'Keep ticket',
      },
    },
  );
  const refusals = actions.flatMap((action) => {
    const verdict = availability[action];
    return verdict.allowed ? [] : [verdict.reason];
  });
  const showVoidDeadline = ticket.status === 'ticketed' && ticket.voidableUntil !== undefined;

  return (
    <Flex
      direction="column"
      gap="4"
      p={{ initial: '3', sm: '5' }}
      data-slot="ticket-detail-view"
      data-content-kind={ticket.contentKind}
    >
      <RecordHeader
        title={`Ticket ${ticket.number}`}
        contentKind={ticket.contentKind}
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
            <RecordFact label="Issued on">
              <DateDisplay value={ticket.issuedAt} format="dateTime" />
            </RecordFact>
            {showVoidDeadline ? (
              <RecordFact label="Void before">
                <DateDisplay value={ticket.voidableUntil} format="dateTime" weight="bold" />
              </RecordFact>
            ) : null}
            <RecordFact label="Amount">
              <Money centimes={ticket.total} size="2" weight="bold" />
            </RecordFact>
          </>
        }
        actions={actions.map((action) => (
          <RecordActionButton
            key={action}
            availability={availability[action]}
            running={running === action}
            busy={running !== null}
            onClick={() => click(action)}
            {...(action === 'void' ? { color: 'red' as const } : {})}
          >
            {ACTION_LABELS[action]}
          </RecordActionButton>
        ))}
        refusals={refusals}
        error={error}
      />
      {exchange}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Flex direction="column" gap="4" className="min-w-0">
          <ItinerarySection itinerary={ticket.itinerary} showFareBasis={isGds} />
          <TravelersSection travelers={[ticket.traveler]} />
          <ContactsSection contacts={ticket.contacts} />
          {isGds ? <OsiRemarksSection remarks={ticket.osiRemarks} /> : null}
          <SpecialServicesSection services={ticket.specialServices} travelers={[ticket.traveler]} />
          <AncillariesSection
            ancillaries={ticket.ancillaries}
            travelers={[ticket.traveler]}
            itinerary={ticket.itinerary}
          />
        </Flex>
        <Flex direction="column" gap="4" className="min-w-0">
          <PriceSummarySection title="Fare and taxes" pricing={ticket.pricing} />
          <CouponsSection coupons={ticket.coupons} />
        </Flex>
      </div>
    </Flex>
  );
}
