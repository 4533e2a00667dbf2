import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/paraglide/runtime.js';
import { SPLIT_INFANT_MESSAGES, splitInfantError } from './split-infants';

const family = [
  { id: 'nadia', passengerType: 'ADT' },
  { id: 'omar', passengerType: 'ADT' },
  { id: 'ines', passengerType: 'INF' },
] as const;

describe('splitInfantError', () => {
  it('accepts a split that leaves an adult with the infant on each side', () => {
    expect(splitInfantError(family, ['omar'])).toBeNull();
    expect(splitInfantError(family, ['nadia', 'ines'])).toBeNull();
  });

  it('refuses to move an infant without an adult', () => {
    expect(splitInfantError(family, ['ines'])).toBe(SPLIT_INFANT_MESSAGES.moving());
  });

  it('refuses to leave an infant without an adult', () => {
    expect(splitInfantError(family, ['nadia', 'omar'])).toBe(SPLIT_INFANT_MESSAGES.staying());
  });

  it('counts one adult per infant', () => {
    const twins = [...family, { id: 'adam', passengerType: 'INF' }] as const;
    expect(splitInfantError(twins, ['nadia', 'ines', 'adam'])).toBe(SPLIT_INFANT_MESSAGES.moving());
    expect(splitInfantError(twins, ['nadia', 'ines'])).toBeNull();
  });

  it('has nothing to say without infants', () => {
    const adults = family.filter((traveler) => traveler.passengerType === 'ADT');
    expect(splitInfantError(adults, ['omar'])).toBeNull();
  });

  describe('in French', () => {
    afterEach(async () => {
      await setLocale('en', { reload: false });
    });

    it('says what is wrong in French', async () => {
      await setLocale('fr', { reload: false });
      expect(splitInfantError(family, ['ines'])).toBe(
        'Chaque bébé voyage avec un adulte : faites passer un adulte avec le bébé à la nouvelle réservation',
      );
      expect(splitInfantError(family, ['nadia', 'omar'])).toBe(
        "Chaque bébé voyage avec un adulte : gardez un adulte avec le bébé sur la réservation d'origine",
      );
    });
  });
});
