/**
 * Which actions a reservation or a ticket allows in its current state (SPEC §4 "Reservation actions"),
 * with the reason when one is refused, so that the screens offer exactly what the backend accepts:
 * ticketing and repricing need a booked reservation, cancelling needs no issued ticket, voiding needs a
 * ticketed ticket inside its void window, and the GDS exchange needs a ticketed GDS ticket.
 */
import type { ContentKind } from './enumerations';

/** A verdict on one action: allowed, or refused with a sentence staff can act on. */
export type ActionAvailability =
  { readonly allowed: true } | { readonly allowed: false; readonly reason: string };

const ALLOWED: ActionAvailability = { allowed: true };
const refused = (reason: string): ActionAvailability => ({ allowed: false, reason });

/** The actions of a reservation's detail page. */
/** `pdf` downloads the PDF, `viewPdf` shows it in a viewer. */
export const RESERVATION_ACTIONS = ['ticket', 'cancel', 'reprice', 'pdf', 'viewPdf', 'fareRules'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** What the reservation rules read: its locator, status and the statuses of its tickets. */
export interface ReservationActionSubject {
  readonly locator: string;
  readonly status: string;
  readonly tickets: readonly { readonly status: string }[];
}

/**
 * Every reservation action with its verdict.
 *
 * @example
 * reservationActionAvailability({ locator: 'ABC123', status: 'booked', tickets: [] }).ticket // { allowed: true }
 * reservationActionAvailability({ locator: 'ABC123', status: 'ticketed', tickets: [{ status: 'ticketed' }] }).cancel
 * // { allowed: false, reason: 'ABC123 has issued tickets: void them before cancelling.' }
 */
export function reservationActionAvailability(
  reservation: ReservationActionSubject,
): Record<ReservationAction, ActionAvailability> {
  const { locator, status } = reservation;
  const cancelled = status === 'cancelled';
  const booked = status === 'booked';
  const hasIssuedTickets = reservation.tickets.some((ticket) => ticket.status === 'ticketed');
  return {
    ticket: booked
      ? ALLOWED
      : refused(cancelled ? `${locator} is cancelled.` : `${locator} is already ticketed.`),
    cancel: cancelled
      ? refused(`${locator} is already cancelled.`)
      : hasIssuedTickets
        ? refused(`${locator} has issued tickets: void them before cancelling.`)
        : ALLOWED,
    reprice: booked
      ? ALLOWED
      : refused(`Only a booked reservation can be repriced; ${locator} is ${status}.`),
    pdf: ALLOWED,
    viewPdf: ALLOWED,
    fareRules: ALLOWED,
  };
}

/**
 * Whether a reservation can be edited in a workbench: any reservation but a cancelled one.
 *
 * @example
 * reservationEditAvailability({ locator: 'ABC123', status: 'cancelled', tickets: [] })
 * // { allowed: false, reason: 'ABC123 is cancelled: it can no longer be changed.' }
 */
export function reservationEditAvailability(reservation: ReservationActionSubject): ActionAvailability {
  return reservation.status === 'cancelled'
    ? refused(`${reservation.locator} is cancelled: it can no longer be changed.`)
    : ALLOWED;
}

/** The edits a workbench offers on a reservation (SPEC §4 "Workbench flow"), in the order a page shows them. */
export const WORKBENCH_EDITS = [
  'primaryContact',
  'updatableItems',
  'osiRemarks',
  'meals',
  'seats',
  'ancillaries',
  'disability',
  'split',
] as const;
export type WorkbenchEdit = (typeof WORKBENCH_EDITS)[number];

/**
 * One edit sent inside the open workbench and waiting for the commit (SPEC §4 "Workbench flow"), as staff
 * read it in the workbench's pending list.
 *
 * @example
 * const change: PendingChange = { id: 'change-1', description: 'Meal VGML' };
 */
export interface PendingChange {
  /** Stable key of the change within the workbench's session. */
  readonly id: string;
  /** What the change does: "Add OSI remarks: VIP PASSENGER". */
  readonly description: string;
}

/**
 * The edits a reservation's content allows, in `WORKBENCH_EDITS` order. OSI remarks are messages to the
 * carriers through the GDS: an NDC order has none, so its workbench offers every edit but those.
 *
 * @example
 * workbenchEdits('GDS').includes('osiRemarks') // true
 * workbenchEdits('NDC').includes('osiRemarks') // false
 */
export function workbenchEdits(contentKind: ContentKind): readonly WorkbenchEdit[] {
  return contentKind === 'GDS' ? WORKBENCH_EDITS : WORKBENCH_EDITS.filter((edit) => edit !== 'osiRemarks');
}

/**
 * The edits a ticket's workbench offers: a reservation's (`workbenchEdits`) but the seats, whose
 * confirmation SPEC §7 leaves out of the ticket calls, and the split, as a ticket names one traveler.
 *
 * @example
 * ticketWorkbenchEdits('GDS') // ['primaryContact', 'updatableItems', 'osiRemarks', 'meals', 'ancillaries', 'disability']
 */
export function ticketWorkbenchEdits(contentKind: ContentKind): readonly WorkbenchEdit[] {
  return workbenchEdits(contentKind).filter((edit) => edit !== 'seats' && edit !== 'split');
}

/**
 * Whether a ticket can be edited in a workbench: only while it is ticketed.
 *
 * @example
 * ticketEditAvailability({ number: '1192400000001', status: 'voided' })
 * // { allowed: false, reason: 'Ticket 1192400000001 is voided: only a ticketed ticket can be changed.' }
 */
export function ticketEditAvailability(
  ticket: Pick<TicketActionSubject, 'number' | 'status'>,
): ActionAvailability {
  return ticket.status === 'ticketed'
    ? ALLOWED
    : refused(`Ticket ${ticket.number} is ${ticket.status}: only a ticketed ticket can be changed.`);
}

/** The actions of a ticket's detail page. */
/** `pdf` downloads the PDF, `viewPdf` shows it in a viewer. */
export const TICKET_ACTIONS = ['void', 'exchange', 'pdf', 'viewPdf'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** What the ticket rules read. */
export interface TicketActionSubject {
  readonly number: string;
  readonly status: string;
  readonly contentKind: ContentKind;
  /** Until when the ticket may be voided (ISO timestamp with offset). */
  readonly voidableUntil?: string | undefined;
}

/**
 * Every ticket action with its verdict at `now` (epoch milliseconds, passed in: the rules read no clock).
 *
 * @example
 * ticketActionAvailability(
 *   { number: '1192400000001', status: 'ticketed', contentKind: 'GDS', voidableUntil: '2026-11-20T23:59:00+00:00' },
 *   Date.parse('2026-11-20T09:30:00Z'),
 * ).void // { allowed: true }
 */
export function ticketActionAvailability(
  ticket: TicketActionSubject,
  now: number,
): Record<TicketAction, ActionAvailability> {
  const ticketed = ticket.status === 'ticketed';
  const windowClosed = ticket.voidableUntil !== undefined && Date.parse(ticket.voidableUntil) < now;
  return {
    void: !ticketed
      ? refused(`Ticket ${ticket.number} is ${ticket.status}: only a ticketed ticket can be voided.`)
      : windowClosed
        ? refused(`Ticket ${ticket.number} can no longer be voided: its void window has closed.`)
        : ALLOWED,
    exchange:
      ticket.contentKind !== 'GDS'
        ? refused('NDC tickets are changed with the airline, not through the GDS exchange.')
        : ticketed
          ? ALLOWED
          : refused(`Ticket ${ticket.number} is ${ticket.status}: only a ticketed ticket can be exchanged.`),
    pdf: ALLOWED,
    viewPdf: ALLOWED,
  };
}

/** An extra as ticketing reads it: its price in centimes and its status. */
export interface TicketingExtra {
  readonly price: number;
  readonly status: string;
}

/**
 * The amount ticketing debits from the organization's balance, in centimes: the fare total and every
 * confirmed extra not paid yet (a pending extra is not charged). The confirmation says it, the backend
 * debits it.
 *
 * @example
 * ticketingAmount({ pricing: { total: { total: 120_000 } }, ancillaries: [{ price: 9_000, status: 'confirmed' }] })
 * // 129_000
 */
export function ticketingAmount<Extra extends TicketingExtra>(
  reservation: {
    readonly pricing: { readonly total: { readonly total: number } };
    readonly ancillaries: readonly Extra[];
  },
  isPaid: (extra: Extra) => boolean = () => false,
): number {
  return reservation.ancillaries
    .filter((extra) => extra.status === 'confirmed' && !isPaid(extra))
    .reduce((sum, extra) => sum + extra.price, reservation.pricing.total.total);
}
