import { describe, expect, it } from 'vitest';
import { HOLD_EXPIRING_SOON_MINUTES, holdTimeLeft } from './holds';

const LIMIT = '2026-11-20T10:00:00Z';
const at = (minutesBefore: number) => Date.parse(LIMIT) - minutesBefore * 60_000;
const CASABLANCA = { timeZone: 'Africa/Casablanca' };

describe('a hold’s time left', () => {
  it('is later, then soon under 15 minutes, then released once the time limit passes', () => {
    expect(HOLD_EXPIRING_SOON_MINUTES).toBe(15);
    expect(holdTimeLeft(LIMIT, at(55), CASABLANCA)).toEqual({
      relative: 'dans 55 minutes',
      exact: '20/11/2026 10:00',
      tone: 'later',
    });
    expect(holdTimeLeft(LIMIT, at(15), CASABLANCA).tone).toBe('later');
    expect(holdTimeLeft(LIMIT, at(14), CASABLANCA)).toMatchObject({
      relative: 'dans 14 minutes',
      tone: 'soon',
    });
    expect(holdTimeLeft(LIMIT, at(0), CASABLANCA).tone).toBe('released');
    expect(holdTimeLeft(LIMIT, at(-120), { timeZone: 'Europe/Paris' })).toEqual({
      relative: 'il y a 2 heures',
      exact: '20/11/2026 11:00',
      tone: 'released',
    });
  });
});
