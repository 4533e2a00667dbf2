import { DISABILITY_SSR_CODES, MEAL_CODES } from '@comptoir/flight-domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './paraglide/runtime.js';
import { specialServiceWords } from './special-service-words';

describe('specialServiceWords', () => {
  afterEach(async () => {
    await setLocale('en', { reload: false });
  });

  it("says every meal and assistance code as flight-domain's labels do in English", () => {
    for (const [code, label] of Object.entries({ ...MEAL_CODES, ...DISABILITY_SSR_CODES }))
      expect(specialServiceWords(code)).toBe(label);
  });

  it('says them in French, in any case', async () => {
    await setLocale('fr', { reload: false });
    expect(specialServiceWords('vgml')).toBe('Repas végétalien');
    expect(specialServiceWords('WCHR')).toBe("Fauteuil roulant jusqu'à l'avion");
    for (const [code, label] of Object.entries({ ...MEAL_CODES, ...DISABILITY_SSR_CODES }))
      expect(specialServiceWords(code)).not.toBe(label);
  });

  it('knows no other code', () => {
    expect(specialServiceWords('XXML')).toBeUndefined();
  });
});
