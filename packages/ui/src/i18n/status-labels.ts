import { statusLabel, ticketStatusLabel } from '@comptoir/flight-domain';
import { m } from './paraglide/messages.js';

/** The statuses the interface names in each language, by their spelling in lower case with dashes. */
const STATUS_MESSAGES: Readonly<Record<string, () => string>> = {
  booked: m.status_booked,
  ticketed: m.status_ticketed,
  'partially-ticketed': m.status_partially_ticketed,
  cancelled: m.status_cancelled,
  voided: m.status_voided,
  pending: m.status_pending,
  exchanged: m.status_exchanged,
  refunded: m.status_refunded,
};

function messageOf(status: string): (() => string) | undefined {
  return STATUS_MESSAGES[
    status
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
  ];
}

/**
 * A reservation's status in the interface's language; one it does not know, in flight-domain's words
 * (`statusLabel`: `FLOWN_PARTIAL` → `Flown partial`).
 */
export function reservationStatusWords(status: string): string {
  return messageOf(status)?.() ?? statusLabel(status);
}

/** A ticket's status, in any case, in the interface's language; none is `Unknown`; another as flight-domain words it. */
export function ticketStatusWords(status: string | null | undefined): string {
  if (status === null || status === undefined || status.trim() === '') return m.status_unknown();
  return messageOf(status)?.() ?? ticketStatusLabel(status);
}
