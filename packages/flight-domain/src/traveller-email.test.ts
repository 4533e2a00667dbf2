import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PLACEHOLDER_EMAIL_DOMAIN,
  PLACEHOLDER_EMAIL_PREFIX,
  isPlaceholderTravellerEmail,
  placeholderTravellerEmail,
  timeSuffix,
} from './traveller-email';

describe('placeholder traveller e-mail', () => {
  it('uses the last six digits of the time passed in', () => {
    expect(timeSuffix(1741341600123)).toBe('600123');
    expect(timeSuffix(new Date(42))).toBe('000042');
    expect(timeSuffix(0)).toBe('000000');
    expect(() => timeSuffix(Number.NaN)).toThrow('Not a time: NaN');
    expect(() => timeSuffix(-1)).toThrow(RangeError);
  });

  it('builds the address from the name, or from the prefix', () => {
    expect(PLACEHOLDER_EMAIL_DOMAIN).toBe('example.com');
    expect(PLACEHOLDER_EMAIL_PREFIX).toBe('traveller');
    expect(placeholderTravellerEmail(1741341600123)).toBe('traveller.600123@example.com');
    expect(placeholderTravellerEmail(1741341600123, { firstName: 'Zoé', lastName: "El Ma'ati" })).toBe(
      'zoe.elmaati.600123@example.com',
    );
    expect(placeholderTravellerEmail(1741341600123, { lastName: 'ÇELİK' })).toBe('celik.600123@example.com');
    expect(placeholderTravellerEmail(1741341600123, { firstName: 'محمد' })).toBe(
      'traveller.600123@example.com',
    );
  });

  it('produces addresses that validate and that it recognises', () => {
    const email = placeholderTravellerEmail(new Date(1741341600123), { firstName: 'Anne-Marie' });
    expect(z.email().safeParse(email).success).toBe(true);
    expect(isPlaceholderTravellerEmail(email)).toBe(true);
    expect(isPlaceholderTravellerEmail('zoe@agency.ma')).toBe(false);
    expect(isPlaceholderTravellerEmail('traveller.12345@example.com')).toBe(false);
  });
});
