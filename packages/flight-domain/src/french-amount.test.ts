import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FRENCH_AMOUNT_MESSAGES, parseFrenchAmount } from './french-amount';
import { formatMoney } from './money';

describe('parseFrenchAmount', () => {
  it('reads amounts in French format into centimes', () => {
    expect(parseFrenchAmount('1 234,56')).toEqual({ ok: true, centimes: 123456 });
    expect(parseFrenchAmount('1\u202F234,56')).toEqual({ ok: true, centimes: 123456 });
    expect(parseFrenchAmount('1\u00A0234,5')).toEqual({ ok: true, centimes: 123450 });
    expect(parseFrenchAmount(' 1234 ')).toEqual({ ok: true, centimes: 123400 });
    expect(parseFrenchAmount('0,05')).toEqual({ ok: true, centimes: 5 });
    expect(parseFrenchAmount('1 000 000,00')).toEqual({ ok: true, centimes: 100000000 });
  });

  it('refuses a dot, with a message that shows the French format', () => {
    expect(parseFrenchAmount('1234.56')).toEqual({ ok: false, message: FRENCH_AMOUNT_MESSAGES.dot });
    expect(parseFrenchAmount('1.234,56')).toEqual({ ok: false, message: FRENCH_AMOUNT_MESSAGES.dot });
  });

  it('refuses negative, zero and signed amounts', () => {
    for (const text of ['-5', '-1 234,56', '−3', '+5', '0', '0,00'])
      expect(parseFrenchAmount(text)).toEqual({ ok: false, message: FRENCH_AMOUNT_MESSAGES.negative });
  });

  it('refuses what is not an amount', () => {
    expect(parseFrenchAmount('')).toEqual({ ok: false, message: FRENCH_AMOUNT_MESSAGES.empty });
    expect(parseFrenchAmount('1,234')).toEqual({ ok: false, message: FRENCH_AMOUNT_MESSAGES.decimals });
    for (const text of ['12 34', 'abc', '1,2,3', '1 234,', ',5', '12a'])
      expect(parseFrenchAmount(text)).toEqual({ ok: false, message: FRENCH_AMOUNT_MESSAGES.format });
    expect(parseFrenchAmount('99999999999999')).toEqual({
      ok: false,
      message: FRENCH_AMOUNT_MESSAGES.tooLarge,
    });
  });

  it('reads back every amount formatMoney writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (centimes) => {
        const typed = formatMoney(centimes).replace(/\u00A0MAD$/, '');
        expect(parseFrenchAmount(typed)).toEqual({ ok: true, centimes });
      }),
    );
  });
});
