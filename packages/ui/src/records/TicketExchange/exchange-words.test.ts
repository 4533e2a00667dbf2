import { EXCHANGE_SEARCH_MESSAGES, FLIGHT_SEARCH_MESSAGES } from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { exchangeMessageWords } from './exchange-words';

/** The exchange search's messages, with their French. */
const WORDED: readonly [string, string][] = [
  [EXCHANGE_SEARCH_MESSAGES.sameAirports, "Choisissez une destination différente de l'origine"],
  [EXCHANGE_SEARCH_MESSAGES.legsOutOfOrder, 'Un vol ne peut pas partir avant le précédent'],
];

describe('exchangeMessageWords', () => {
  afterEach(async () => {
    await setLocale('en', { reload: false });
  });

  it("says the exchange search's messages as flight-domain words them in English", () => {
    for (const [message] of WORDED) expect(exchangeMessageWords(message)).toBe(message);
    expect(exchangeMessageWords(FLIGHT_SEARCH_MESSAGES.date)).toBe(FLIGHT_SEARCH_MESSAGES.date);
  });

  it('says them in French, a missing airport or date as the search forms do', async () => {
    await setLocale('fr', { reload: false });
    for (const [message, french] of WORDED) expect(exchangeMessageWords(message)).toBe(french);
    expect(exchangeMessageWords(FLIGHT_SEARCH_MESSAGES.date)).not.toBe(FLIGHT_SEARCH_MESSAGES.date);
  });
});
