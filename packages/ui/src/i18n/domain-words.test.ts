import {
  BOOKING_MESSAGES,
  DOCUMENT_EXPIRED_MESSAGE,
  FLIGHT_SEARCH_MESSAGES,
  FRENCH_AMOUNT_MESSAGES,
  INVALID_PASSENGERS_MESSAGE,
  OFFER_REFERENCE_MESSAGES,
  PASSENGER_AGE_RULES,
} from '@comptoir/flight-domain';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from './amount-labels';
import { BOOKING_FORM_MESSAGES } from './booking-labels';
import { type DomainMessage, inInterfaceLanguage, withValues } from './domain-words';
import { m } from './paraglide/messages.js';
import { SEARCH_LINK_MESSAGES } from './link-messages';
import { SEARCH_MESSAGES } from './search-messages';

/** Each rule's English messages, and the catalogue's messages its view words them with. */
const RULES: [string, readonly string[], readonly DomainMessage[]][] = [
  ['the search', [...Object.values(FLIGHT_SEARCH_MESSAGES), INVALID_PASSENGERS_MESSAGE], SEARCH_MESSAGES],
  [
    'the booking form',
    [
      ...Object.values(BOOKING_MESSAGES),
      ...Object.values(PASSENGER_AGE_RULES).map(({ message }) => message),
      DOCUMENT_EXPIRED_MESSAGE,
    ],
    BOOKING_FORM_MESSAGES,
  ],
  [
    "a search link's parameters",
    [...Object.values(FLIGHT_SEARCH_MESSAGES), ...Object.values(OFFER_REFERENCE_MESSAGES)],
    SEARCH_LINK_MESSAGES,
  ],
  ['an amount typed in French', Object.values(FRENCH_AMOUNT_MESSAGES), AMOUNT_MESSAGES],
];

describe("flight-domain's English in the interface's language", () => {
  it.each(RULES)('has every message of %s in the catalogue, as its English says it', (_, messages, words) => {
    const missing = messages.filter(
      (message) => !words.some((word) => word({}, { locale: 'en' }) === message),
    );
    expect(missing).toEqual([]);
  });

  it('words a message with values bound in, and leaves one it does not know as it came, or as asked', () => {
    const tooFew = withValues(m.search_error_too_few_destinations, { count: 2 });
    expect(tooFew({}, { locale: 'fr' })).toBe('Ajoutez au moins 2 destinations');
    expect(inInterfaceLanguage('Add at least 2 destinations', [tooFew])).toBe('Add at least 2 destinations');
    expect(inInterfaceLanguage('Too big: expected string to have <=60 characters', [tooFew])).toBe(
      'Too big: expected string to have <=60 characters',
    );
    expect(inInterfaceLanguage('Too big', [tooFew], () => 'Otherwise')).toBe('Otherwise');
  });
});
