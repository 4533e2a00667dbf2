import type { Centimes } from '@comptoir/flight-domain';

/** One day's closing balance, as `GET /balance/entity/…`'s history gives it. */
export interface BalancePoint {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly balance: Centimes;
}
