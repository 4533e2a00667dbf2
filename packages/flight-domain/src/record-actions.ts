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

const ALLOWED = { allowed: true } as const;

/**
 * Why a reservation's action is refused, with what its sentence names: the screens word it in their
 * language, as staff can act on it.
 */
export type ReservationActionRefusal =
  /** `RWBAUM is cancelled.` (ticketing) */
  | { readonly kind: 'reservation-cancelled'; readonly locator: string }
  /** `RWBAUM is already ticketed.` */
  | { readonly kind: 'reservation-ticketed'; readonly locator: string }
  /** `RWBAUM is already cancelled.` */
  | { readonly kind: 'reservation-already-cancelled'; readonly locator: string }
  /** `RWBAUM has issued tickets: void them before cancelling.` */
  | { readonly kind: 'reservation-has-tickets'; readonly locator: string }
  /** `Only a booked reservation can be repriced; RWBAUM is ticketed.` */
  | { readonly kind: 'reprice-not-booked'; readonly locator: string; readonly status: string }
  /** `RWBAUM is cancelled: it can no longer be changed.` (its workbench) */
  | { readonly kind: 'edit-cancelled'; readonly locator: string };

/** Why a ticket's action is refused (see `ReservationActionRefusal`). */
export type TicketActionRefusal =
  /** `Ticket 1192400000001 is voided: only a ticketed ticket can be voided.` (or exchanged, or changed) */
  | {
      readonly kind: 'ticket-not-ticketed';
      readonly action: 'void' | 'exchange' | 'edit';
      readonly number: string;
      readonly status: string;
    }
  /** `Ticket 1192400000001 can no longer be voided: its void window has closed.` */
  | { readonly kind: 'void-window-closed'; readonly number: string }
  /** `NDC tickets are changed with the airline, not through the GDS exchange.` */
  | { readonly kind: 'ndc-exchange' };

/** A verdict on one action of a record's page: allowed, or refused and why. */
export type RecordActionVerdict<Refusal> =
  { readonly allowed: true } | { readonly allowed: false; readonly refusal: Refusal };

const refusedFor = <Refusal>(refusal: Refusal): RecordActionVerdict<Refusal> => ({ allowed: false, refusal });

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
 * // { allowed: false, refusal: { kind: 'reservation-has-tickets', locator: 'ABC123' } }
 */
export function reservationActionAvailability(
  reservation: ReservationActionSubject,
): Record<ReservationAction, RecordActionVerdict<ReservationActionRefusal>> {
  const { locator, status } = reservation;
  const cancelled = status === 'cancelled';
  const booked = status === 'booked';
  const hasIssuedTickets = reservation.tickets.some((ticket) => ticket.status === 'ticketed');
  return {
    ticket: booked
      ? ALLOWED
      : refusedFor({ kind: cancelled ? 'reservation-cancelled' : 'reservation-ticketed', locator }),
    cancel: cancelled
      ? refusedFor({ kind: 'reservation-already-cancelled', locator })
      : hasIssuedTickets
        ? refusedFor({ kind: 'reservation-has-tickets', locator })
        : ALLOWED,
    reprice: booked ? ALLOWED : refusedFor({ kind: 'reprice-not-booked', locator, status }),
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
 * // { allowed: false, refusal: { kind: 'edit-cancelled', locator: 'ABC123' } }
 */
export function reservationEditAvailability(
  reservation: ReservationActionSubject,
): RecordActionVerdict<ReservationActionRefusal> {
  return reservation.status === 'cancelled'
    ? refusedFor({ kind: 'edit-cancelled', locator: reservation.locator })
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
 * // { allowed: false, refusal: { kind: 'ticket-not-ticketed', action: 'edit', number: '1192400000001', status: 'voided' } }
 */
export function ticketEditAvailability(
  ticket: Pick<TicketActionSubject, 'number' | 'status'>,
): RecordActionVerdict<TicketActionRefusal> {
  const { number, status } = ticket;
  return status === 'ticketed'
    ? ALLOWED
    : refusedFor({ kind: 'ticket-not-ticketed', action: 'edit', number, status });
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
): Record<TicketAction, RecordActionVerdict<TicketActionRefusal>> {
  const { number, status } = ticket;
  const ticketed = status === 'ticketed';
  const windowClosed = ticket.voidableUntil !== undefined && Date.parse(ticket.voidableUntil) < now;
  return {
    void: !ticketed
      ? refusedFor({ kind: 'ticket-not-ticketed', action: 'void', number, status })
      : windowClosed
        ? refusedFor({ kind: 'void-window-closed', number })
        : ALLOWED,
    exchange:
      ticket.contentKind !== 'GDS'
        ? refusedFor({ kind: 'ndc-exchange' })
        : ticketed
          ? ALLOWED
          : refusedFor({ kind: 'ticket-not-ticketed', action: 'exchange', number, status }),
    pdf: ALLOWED,
    viewPdf: ALLOWED,
  };
}
