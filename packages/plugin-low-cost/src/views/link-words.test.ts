import { INVALID_PASSENGERS_MESSAGE } from '@comptoir/flight-domain';
import { setLocale } from '@comptoir/ui/i18n/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_FIELD_MESSAGES, SEARCH_RULE_MESSAGES } from '../rules';
import { lowCostLinkWords } from './link-words';

/** Every message the plugin's links and rules give: each must have its words in the catalogue. */
const RULE_MESSAGES = [
  ...Object.values(LINK_FIELD_MESSAGES),
  ...Object.values(SEARCH_RULE_MESSAGES),
  INVALID_PASSENGERS_MESSAGE,
];

afterEach(async () => {
  await setLocale('en', { reload: false });
});

describe('lowCostLinkWords', () => {
  it('says every rule of a link as it is in English', () => {
    for (const message of RULE_MESSAGES) expect(lowCostLinkWords({ message })).toBe(message);
  });

  it('says every rule of a link in French, none left as its English', async () => {
    await setLocale('fr', { reload: false });
    for (const message of RULE_MESSAGES) expect(lowCostLinkWords({ message })).not.toBe(message);
    expect(lowCostLinkWords({ message: SEARCH_RULE_MESSAGES.routeNotFlown })).toBe(
      'Argana Air ne dessert pas cette ligne.',
    );
  });

  it('names a parameter refused by its type alone, and keeps a message it does not know as it came', async () => {
    const typeOnly = { parameter: 'adt', message: 'Invalid input: expected number, received string' };
    expect(lowCostLinkWords(typeOnly)).toBe('The parameter adt is not valid');
    await setLocale('fr', { reload: false });
    expect(lowCostLinkWords(typeOnly)).toBe("Le paramètre adt n'est pas valide");
    expect(lowCostLinkWords({ message: 'Service unavailable' })).toBe('Service unavailable');
  });
});
