/**
 * Ticket statuses and the tone of the badge that shows them (SPEC §4).
 */
import { z } from './zod-mini';

/**
 * The ticket statuses SPEC §4 names.
 *
 * @example
 * TICKET_STATUSES // ['ticketed', 'cancelled', 'voided', 'pending']
 */
export const TICKET_STATUSES = ['ticketed', 'cancelled', 'voided', 'pending'] as const;

/**
 * A ticket status SPEC §4 names. Backends may send others: read them as `string`.
 *
 * @example
 * const status: TicketStatus = 'voided';
 */
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * What staff read for each ticket status.
 *
 * @example
 * TICKET_STATUS_LABELS.voided // 'Voided'
 */
export const TICKET_STATUS_LABELS = {
  ticketed: 'Ticketed',
  cancelled: 'Cancelled',
  voided: 'Voided',
  pending: 'Pending',
} as const satisfies Record<TicketStatus, string>;

/**
 * The ticket statuses a ticket can reach besides SPEC §4's: exchanged for a new ticket, or refunded. SPEC
 * gives them no tone, so they show neutral, with a label written like the others.
 *
 * @example
 * TICKET_LIFECYCLE_STATUSES // ['exchanged', 'refunded']
 */
export const TICKET_LIFECYCLE_STATUSES = ['exchanged', 'refunded'] as const;

/**
 * Validates a known ticket status.
 *
 * @example
 * ticketStatusSchema.parse('pending') // 'pending'
 */
export const ticketStatusSchema = z.enum(TICKET_STATUSES);

/**
 * The tones a status badge can take, as the ui's Badge `tone` variant spells them.
 *
 * @example
 * BADGE_TONES // ['success', 'warning', 'error', 'neutral']
 */
export const BADGE_TONES = ['success', 'warning', 'error', 'neutral'] as const;

/**
 * A badge tone.
 *
 * @example
 * const tone: BadgeTone = 'warning';
 */
export type BadgeTone = (typeof BADGE_TONES)[number];

/**
 * The badge tone of each known ticket status (SPEC §4 table).
 *
 * @example
 * TICKET_STATUS_TONES.cancelled // 'warning'
 */
export const TICKET_STATUS_TONES = {
  ticketed: 'success',
  cancelled: 'warning',
  voided: 'error',
  pending: 'neutral',
} as const satisfies Record<TicketStatus, BadgeTone>;

function knownStatus(status: string | null | undefined): TicketStatus | undefined {
  const key = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(TICKET_STATUS_TONES, key) ? (key as TicketStatus) : undefined;
}

/**
 * A status as staff read it: its words, separated by spaces, the first one capitalised, as every label
 * is written. Every status badge shows its status through it (or SPEC §4's ticket labels, written alike),
 * so that no status shows raw beside the others.
 *
 * @example
 * statusLabel('partially-ticketed') // 'Partially ticketed'
 * statusLabel('EXCHANGED') // 'Exchanged'
 * statusLabel('FLOWN_PARTIAL') // 'Flown partial'
 */
export function statusLabel(status: string): string {
  const words = status
    .trim()
    .replace(/[\s_-]+/g, ' ')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * The badge tone of a ticket status; any unknown status (or none) is neutral. Case and surrounding spaces
 * are ignored, since backends disagree on them ('TICKETED', 'Ticketed').
 *
 * @example
 * ticketStatusTone('ticketed') // 'success'
 * ticketStatusTone('VOIDED') // 'error'
 * ticketStatusTone('exchanged') // 'neutral'
 */
export function ticketStatusTone(status: string | null | undefined): BadgeTone {
  const known = knownStatus(status);
  return known === undefined ? 'neutral' : TICKET_STATUS_TONES[known];
}

/**
 * The label of a ticket status, in any case: SPEC §4's label, or else (an exchanged or refunded ticket,
 * a status some backend adds) the status's own words written like a label (`statusLabel`).
 *
 * @example
 * ticketStatusLabel('cancelled') // 'Cancelled'
 * ticketStatusLabel('EXCHANGED') // 'Exchanged'
 * ticketStatusLabel('suspended') // 'Suspended'
 */
export function ticketStatusLabel(status: string): string {
  const known = knownStatus(status);
  return known === undefined ? statusLabel(status) : TICKET_STATUS_LABELS[known];
}
