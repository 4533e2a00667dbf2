/*
 * What ticketing debits, apart from the record actions' rules (`record-actions.ts`), which every record
 * page draws with: only the ticketing's confirmation and the backend read it.
 */

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
