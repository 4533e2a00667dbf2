/**
 * The seeded history's tickets and money: each ticketed reservation is debited as `ticketReservation`
 * would debit it, then lived through (voided, exchanged, refunded, cancelled by the airline, left
 * pending), and the organization's ledger records every movement in time order, with the top-ups by bank
 * transfer an agency makes to keep its balance, so that the seeded balance is the opening balance.
 */
import { exchangeSettlement, toCentimes } from '@comptoir/flight-domain';
import { isoAt } from './booking';
import type { Random } from './random';
import { SEED_TREASURER, seedAgentsOf } from './seed';
import { openCoupons, shiftItinerary, ticketNumber, travelerPrice } from './record-shapes';
import type { LedgerEntry, ReservationRecord, SandboxDatabase, TicketRecord } from './tables';

/** What happens to a seeded reservation. */
export type HistoryScenario =
  | 'booked'
  | 'cancelled'
  | 'ticketed'
  | 'voided'
  | 'partly-voided'
  | 'exchanged'
  | 'pending'
  | 'refunded'
  | 'airline-cancelled';

/** A ledger movement of the history, before it takes its place (and id) in the ledger. */
export interface HistoryMovement {
  atMs: number;
  amount: number;
  kind: LedgerEntry['kind'];
  description: string;
  reference: string;
  /** Who did it; by default one of the organization's agents. */
  author?: string;
}

interface Ticketing {
  reservation: ReservationRecord;
  scenario: HistoryScenario;
  issuedAtMs: number;
  anchorMs: number;
  random: Random;
  /** The organization's code in seeded ids. */
  code: string;
}

const HOUR_MS = 3_600_000;
/** Seeded ticket serials start below the runtime's (2 400 000 001…). */
const HISTORY_TICKET_SERIAL = 2_300_000_000;
/** What a non-refundable fare keeps when refunded or exchanged, as the sandbox's exchange charges. */
const PENALTY = toCentimes(450);

function endOfDay(ms: number): string {
  const end = new Date(ms);
  end.setUTCHours(23, 59, 0, 0);
  return isoAt(end.getTime());
}

/** The next seeded ticket id of the organization (`TKT-CAS-001`), counted in the database's tickets. */
function historyTicket(
  database: SandboxDatabase,
  code: string,
  fields: Omit<TicketRecord, 'id' | 'number'>,
  carrier: string,
  organizationIndex: number,
): TicketRecord {
  const serial = database.tickets.filter((ticket) => ticket.id.startsWith(`TKT-${code}-`)).length + 1;
  const ticket: TicketRecord = {
    id: `TKT-${code}-${String(serial).padStart(3, '0')}`,
    number: ticketNumber(carrier, HISTORY_TICKET_SERIAL + organizationIndex * 10_000 + serial),
    ...fields,
  };
  database.tickets.push(ticket);
  return ticket;
}

/**
 * Tickets a seeded reservation at `issuedAtMs` (debiting the fare and its unpaid ancillaries) and then
 * applies its scenario. Returns the ledger movements, in no particular order.
 */
export function recordTicketing(database: SandboxDatabase, ticketing: Ticketing): HistoryMovement[] {
  const { reservation, scenario, issuedAtMs, anchorMs, random, code } = ticketing;
  const organizationIndex = database.organizations.findIndex(
    (organization) => organization.id === reservation.organizationId,
  );
  const unpaid = reservation.ancillaries.filter(
    (ancillary) => ancillary.status === 'confirmed' && !ancillary.paid,
  );
  const movements: HistoryMovement[] = [
    {
      atMs: issuedAtMs,
      amount: -(
        reservation.pricing.total.total + unpaid.reduce((sum, ancillary) => sum + ancillary.price, 0)
      ),
      kind: 'debit',
      description: `Tickets for ${reservation.locator} (${String(reservation.travelers.length)} traveler(s))`,
      reference: reservation.locator,
    },
  ];
  for (const ancillary of unpaid) ancillary.paid = true;
  const flown = (at: string) => Date.parse(at) < anchorMs;
  const coupons = (itinerary: ReservationRecord['itinerary']) =>
    openCoupons(itinerary).map((coupon) => {
      const segment = itinerary
        .flatMap((leg) => leg.segments)
        .find((candidate) => candidate.id === coupon.segmentId);
      return segment !== undefined && flown(segment.departure.at)
        ? { ...coupon, status: 'used' as const }
        : coupon;
    });
  const tickets = reservation.travelers.map((traveler) =>
    historyTicket(
      database,
      code,
      {
        status: 'ticketed',
        reservationId: reservation.id,
        travelerId: traveler.id,
        issuedAt: isoAt(issuedAtMs),
        price: travelerPrice(reservation, traveler.passengerType),
        coupons: coupons(reservation.itinerary),
        voidableUntil: endOfDay(issuedAtMs),
      },
      reservation.validatingCarrier,
      organizationIndex,
    ),
  );
  reservation.ticketIds.push(...tickets.map((ticket) => ticket.id));
  reservation.status = 'ticketed';
  const departureMs = Date.parse(reservation.itinerary[0]?.segments[0]?.departure.at ?? isoAt(anchorMs));
  // Later events happen before the flight and before the seed's day.
  const laterMs =
    issuedAtMs + Math.max(HOUR_MS, (Math.min(departureMs, anchorMs) - issuedAtMs) * random.next() * 0.9);
  const close = (status: string, couponStatus: 'void' | 'refunded' | 'exchanged', ticket: TicketRecord) => {
    ticket.status = status;
    ticket.coupons = ticket.coupons.map((coupon) => ({ ...coupon, status: couponStatus }));
  };
  const voidOne = (ticket: TicketRecord) => {
    close('voided', 'void', ticket);
    movements.push({
      atMs: Math.min(issuedAtMs + 2 * HOUR_MS, Date.parse(ticket.voidableUntil)),
      amount: ticket.price.total,
      kind: 'refund',
      description: `Void of ticket ${ticket.number}`,
      reference: ticket.number,
    });
  };
  const [first] = tickets;
  if (first === undefined) return movements;
  switch (scenario) {
    case 'voided':
      tickets.forEach(voidOne);
      reservation.status = 'cancelled';
      break;
    case 'partly-voided':
      voidOne(first);
      if (tickets.length > 1) reservation.status = 'partially-ticketed';
      else reservation.status = 'cancelled';
      break;
    case 'pending':
      for (const ticket of tickets) ticket.status = 'pending';
      break;
    case 'airline-cancelled':
      for (const ticket of tickets) close('cancelled', 'void', ticket);
      reservation.status = 'cancelled';
      break;
    case 'refunded':
      for (const ticket of tickets) {
        close('refunded', 'refunded', ticket);
        const kept = reservation.refundable ? 0 : Math.min(PENALTY, ticket.price.total);
        movements.push({
          atMs: laterMs,
          amount: ticket.price.total - kept,
          kind: 'refund',
          description: `Refund of ticket ${ticket.number}`,
          reference: ticket.number,
        });
      }
      reservation.status = 'cancelled';
      break;
    case 'exchanged':
      movements.push(...exchange(database, ticketing, first, laterMs, organizationIndex));
      break;
    default:
      break;
  }
  return movements;
}

/** Exchanges a ticket to the same flights some days later, as `modify-offer` and commit would. */
function exchange(
  database: SandboxDatabase,
  ticketing: Ticketing,
  ticket: TicketRecord,
  atMs: number,
  organizationIndex: number,
): HistoryMovement[] {
  const { reservation, random, code, anchorMs } = ticketing;
  const days = random.pick([1, 2, 3, 7]);
  const difference = toCentimes(random.int(-3, 12) * 50);
  const penalty = reservation.refundable ? 0 : PENALTY;
  const itinerary = shiftItinerary(ticket.itinerary ?? reservation.itinerary, days);
  ticket.status = 'exchanged';
  ticket.coupons = ticket.coupons.map((coupon) => ({ ...coupon, status: 'exchanged' }));
  const replacement = historyTicket(
    database,
    code,
    {
      status: 'ticketed',
      reservationId: reservation.id,
      travelerId: ticket.travelerId,
      issuedAt: isoAt(atMs),
      price: {
        ...ticket.price,
        base: ticket.price.base + difference + penalty,
        total: ticket.price.total + difference + penalty,
      },
      coupons: openCoupons(itinerary).map((coupon) => {
        const segment = itinerary
          .flatMap((leg) => leg.segments)
          .find((candidate) => candidate.id === coupon.segmentId);
        return segment !== undefined && Date.parse(segment.departure.at) < anchorMs
          ? { ...coupon, status: 'used' as const }
          : coupon;
      }),
      itinerary,
      voidableUntil: ticket.voidableUntil,
    },
    reservation.validatingCarrier,
    organizationIndex,
  );
  reservation.ticketIds.push(replacement.id);
  ticket.exchangedFor = { number: replacement.number, at: isoAt(atMs) };
  const settlement = exchangeSettlement({ priceDifference: difference, penalty });
  const movements: HistoryMovement[] = [];
  if (settlement.amountDue > 0)
    movements.push({
      atMs,
      amount: -settlement.amountDue,
      kind: 'debit',
      description: `Exchange of ticket ${ticket.number} (penalty and fare difference)`,
      reference: replacement.number,
    });
  if (settlement.refund > 0)
    movements.push({
      atMs,
      amount: settlement.refund,
      kind: 'refund',
      description: `Fare difference of exchange of ticket ${ticket.number}`,
      reference: replacement.number,
    });
  return movements;
}

/** Top-ups are bank transfers of whole thousands of dirhams. */
const TOP_UP_STEP = toCentimes(5_000);

/**
 * Writes an organization's history movements into its ledger in time order, after its opening balance:
 * a top-up by bank transfer before any debit the balance could not cover, and at the end a transfer back
 * of what the history left above the opening balance, so the balance is the opening balance again. The
 * agents' movements are authored by the organization's seed members in turn, the transfers by the
 * platform admin.
 */
export function appendHistoryLedger(
  database: SandboxDatabase,
  organizationId: string,
  code: string,
  movements: HistoryMovement[],
): void {
  const floor =
    database.ledger.findLast((entry) => entry.organizationId === organizationId)?.balanceAfter ?? 0;
  let balance = floor;
  let serial = 0;
  const agents = seedAgentsOf(organizationId);
  const write = (movement: HistoryMovement) => {
    serial += 1;
    const author = movement.author ?? agents[serial % Math.max(1, agents.length)] ?? SEED_TREASURER;
    balance += movement.amount;
    database.ledger.push({
      id: `BAL-${code}-${String(serial).padStart(3, '0')}`,
      organizationId,
      amount: movement.amount,
      balanceAfter: balance,
      kind: movement.kind,
      description: movement.description,
      reference: movement.reference,
      author,
      createdAt: isoAt(movement.atMs),
    });
  };
  const ordered = [...movements].sort((a, b) => a.atMs - b.atMs);
  for (const movement of ordered) {
    if (movement.amount < 0 && balance + movement.amount < floor) {
      const amount = Math.ceil((floor - balance - movement.amount) / TOP_UP_STEP) * TOP_UP_STEP;
      write({
        atMs: movement.atMs - HOUR_MS,
        amount,
        kind: 'credit',
        description: 'Top-up by bank transfer',
        reference: `VIR-${code}-${String(serial + 1)}`,
        author: SEED_TREASURER,
      });
    }
    write(movement);
  }
  const last = ordered.at(-1);
  if (last !== undefined && balance > floor)
    write({
      atMs: last.atMs + HOUR_MS,
      amount: floor - balance,
      kind: 'debit',
      description: 'Transfer to the agency bank account',
      reference: `VIR-${code}-${String(serial + 1)}`,
      author: SEED_TREASURER,
    });
}
