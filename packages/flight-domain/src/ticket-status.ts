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
 * The label of a ticket status: the known label, or the status as sent when it is unknown.
 *
 * @example
 * ticketStatusLabel('cancelled') // 'Cancelled'
 * ticketStatusLabel('EXCHANGED') // 'EXCHANGED'
 */
export function ticketStatusLabel(status: string): string {
  const known = knownStatus(status);
  return known === undefined ? status : TICKET_STATUS_LABELS[known];
}
