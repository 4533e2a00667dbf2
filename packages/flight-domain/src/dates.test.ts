import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatEnteredValue,
  formatTime,
  localIsoDate,
  readIsoDateTime,
} from './dates';

describe('readIsoDateTime', () => {
  it('reads dates and date-times with their offset', () => {
    expect(readIsoDateTime('2025-03-07')).toEqual({
      wallClockMs: Date.UTC(2025, 2, 7),
      instantMs: Date.UTC(2025, 2, 7),
      hasTime: false,
    });
    expect(readIsoDateTime('2025-03-07T10:05:00+01:00')).toEqual({
      wallClockMs: Date.UTC(2025, 2, 7, 10, 5),
      instantMs: Date.UTC(2025, 2, 7, 9, 5),
      hasTime: true,
    });
    expect(readIsoDateTime('2025-03-07T10:05:30.123456-04:30')?.instantMs).toBe(
      Date.UTC(2025, 2, 7, 14, 35, 30, 123),
    );
    expect(readIsoDateTime('0099-01-01')?.wallClockMs).toBe(-59_042_995_200_000);
  });

  it('refuses impossible dates and times', () => {
    for (const bad of [
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-01-01T24:00',
      '2025-01-01T23:60',
      '2025-01-01T23:59:60',
      '2025-01-01T10:00+24:00',
      '2025-01-01T10:00+01:60',
      '07/03/2025',
      '2025-3-7',
    ]) {
      expect(readIsoDateTime(bad)).toBeNull();
    }
    expect(readIsoDateTime('2024-02-29')).not.toBeNull();
  });
});

describe('fr-FR formatting', () => {
  it('writes dates with a 2-digit day and month', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(formatDate('2025-12-31T23:30:00-05:00')).toBe('31/12/2025');
    expect(formatDate(Date.UTC(2025, 0, 2))).toBe('02/01/2025');
    expect(formatDate(new Date(Date.UTC(2025, 0, 2, 23)), { timeZone: 'Europe/Paris' })).toBe('03/01/2025');
  });

  it('writes times on 24 hours and date-times with one plain space', () => {
    expect(formatTime('2025-03-07T09:05:00+01:00')).toBe('09:05');
    expect(formatTime('2025-03-07T00:00')).toBe('00:00');
    expect(formatDateTime('2025-03-07T09:05:00+01:00')).toBe('07/03/2025 09:05');
    expect(formatDateTime(Date.UTC(2025, 2, 7, 9, 5), { timeZone: 'Europe/Paris' })).toBe('07/03/2025 10:05');
  });

  it('converts an ISO string to a zone only when asked', () => {
    expect(formatDateTime('2025-03-07T23:30:00Z', { timeZone: 'Europe/Paris' })).toBe('08/03/2025 00:30');
    expect(formatDate('2025-03-07', { timeZone: 'America/New_York' })).toBe('07/03/2025');
  });

  it('refuses invalid dates', () => {
    expect(() => formatDate('2025-02-30')).toThrow('Not an ISO 8601 date: 2025-02-30');
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatTime(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatEnteredValue', () => {
  it('shows an ISO calendar date in fr-FR and any other value as it is', () => {
    expect(formatEnteredValue('1988-04-12')).toBe('12/04/1988');
    expect(formatEnteredValue('2031-12-31')).toBe('31/12/2031');
    for (const value of ['EL AMRANI', 'AB1234567', '2031-02-30', '12/04/1988', '2031-12-31T10:00'])
      expect(formatEnteredValue(value)).toBe(value);
  });
});

describe('localIsoDate', () => {
  it('reads the day in the local zone, padded, at both ends of a day and of a year', () => {
    expect(localIsoDate(new Date(2025, 2, 7, 0, 0))).toBe('2025-03-07');
    expect(localIsoDate(new Date(2025, 2, 7, 23, 59, 59))).toBe('2025-03-07');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(localIsoDate(new Date(2027, 0, 1))).toBe('2027-01-01');
  });
});
