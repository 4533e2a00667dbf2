import {
  BOOKING_MESSAGES,
  MEAL_MESSAGES,
  OSI_MESSAGES,
  SPLIT_MESSAGES,
  UPDATABLE_ITEM_MESSAGES,
  updatableItemValueSchema,
} from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { editRuleWords } from './edit-rule-words';

/** Every message of the editors' rules, with its French. */
const WORDED: readonly [string, string][] = [
  [OSI_MESSAGES.empty, 'Saisissez la remarque'],
  [OSI_MESSAGES.tooLong, 'Une remarque OSI compte au plus 60 caractères'],
  [OSI_MESSAGES.none, 'Saisissez au moins une remarque'],
  [MEAL_MESSAGES.traveler, 'Choisissez un voyageur'],
  [MEAL_MESSAGES.offer, 'Choisissez un vol'],
  [MEAL_MESSAGES.code, 'Choisissez un repas'],
  [SPLIT_MESSAGES.none, 'Choisissez au moins un voyageur à faire passer à la nouvelle réservation'],
  [SPLIT_MESSAGES.all, "Au moins un voyageur doit rester sur la réservation d'origine"],
  [UPDATABLE_ITEM_MESSAGES.empty, 'Saisissez une valeur'],
  [BOOKING_MESSAGES.email, 'Veuillez saisir une adresse e-mail valide.'],
];

describe('editRuleWords', () => {
  afterEach(async () => {
    await setLocale('en', { reload: false });
  });

  it('says each rule as flight-domain words it in English', () => {
    for (const [message] of WORDED) expect(editRuleWords(message)).toBe(message);
  });

  it('says each rule in French', async () => {
    await setLocale('fr', { reload: false });
    for (const [message, french] of WORDED) expect(editRuleWords(message)).toBe(french);
  });

  it("words an updatable item's message from the booking form's rules", async () => {
    await setLocale('fr', { reload: false });
    const result = updatableItemValueSchema('firstName').safeParse('');
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe(BOOKING_MESSAGES.firstName);
    expect(editRuleWords(message)).not.toBe(message);
  });

  it('shows a message it does not know as it comes', async () => {
    await setLocale('fr', { reload: false });
    expect(editRuleWords('Too small: expected string to have >=1 characters')).toBe(
      'Too small: expected string to have >=1 characters',
    );
  });
});
