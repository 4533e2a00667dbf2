import type { ExchangeOffer } from './entities/exchange';
import type { Centimes } from './money';

/** What an exchange costs the agency, in centimes of MAD. */
export interface ExchangeSettlement {
  /** The new fare minus the old one: positive when dearer, negative when cheaper. */
  fareDifference: Centimes;
  /** The airline's change fee, always paid. */
  penalty: Centimes;
  /** Debited from the balance: the penalty plus a dearer fare's difference. */
  amountDue: Centimes;
  /** Credited back to the balance when the new fare is cheaper; 0 otherwise. */
  refund: Centimes;
}

/**
 * How an exchange offer settles, as the backend books it: a dearer fare adds its difference to the
 * penalty; a cheaper fare's difference is refunded apart, never netted against the penalty.
 *
 * @example
 * exchangeSettlement({ priceDifference: -5000, penalty: 45000 })
 * // { fareDifference: -5000, penalty: 45000, amountDue: 45000, refund: 5000 }
 */
export function exchangeSettlement(
  offer: Pick<ExchangeOffer, 'priceDifference' | 'penalty'>,
): ExchangeSettlement {
  const { priceDifference, penalty } = offer;
  return {
    fareDifference: priceDifference,
    penalty,
    amountDue: penalty + Math.max(0, priceDifference),
    refund: Math.max(0, -priceDifference),
  };
}
