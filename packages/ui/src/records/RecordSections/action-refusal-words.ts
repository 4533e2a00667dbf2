import type { ActionAvailability, RecordActionVerdict } from '@comptoir/flight-domain';

/**
 * A verdict with its refusal worded by `words`: whether a record may be edited, as its workbench shows it.
 *
 * @example
 * verdictInWords(reservationEditAvailability(reservation), reservationRefusalWords)
 * // { allowed: false, reason: 'RWBAUM is cancelled: it can no longer be changed.' }
 */
export function verdictInWords<Refusal>(
  verdict: RecordActionVerdict<Refusal>,
  words: (refusal: Refusal) => string,
): ActionAvailability {
  return verdict.allowed ? verdict : { allowed: false, reason: words(verdict.refusal) };
}

/**
 * A record's verdicts with their refusals worded by `words`: what a page's buttons and their reasons
 * show. Each record's words are a module of its own (`reservation-refusal-words.ts`,
 * `ticket-refusal-words.ts`), so that a page loads only its own.
 *
 * @example
 * actionsInWords(reservationActionAvailability(reservation), reservationRefusalWords).ticket
 * // { allowed: false, reason: 'RWBAUM est déjà émise.' } in French
 */
export function actionsInWords<Action extends string, Refusal>(
  verdicts: Readonly<Record<Action, RecordActionVerdict<Refusal>>>,
  words: (refusal: Refusal) => string,
): Record<Action, ActionAvailability> {
  return Object.fromEntries(
    Object.entries<RecordActionVerdict<Refusal>>(verdicts).map(([action, verdict]) => [
      action,
      verdictInWords(verdict, words),
    ]),
  ) as Record<Action, ActionAvailability>;
}
