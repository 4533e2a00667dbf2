import { describe, expect, it } from 'vitest';
import { airportLabel, NETWORK_AIRPORTS } from './airports';
import { isServedRoute, NETWORK_ROUTES } from './network';
import { destinationsFrom, networkRows } from './network-airports';

describe('the airline network', () => {
  it('flies at least 12 distinct routes, each between a Moroccan and a European airport', () => {
    expect(NETWORK_ROUTES.length).toBeGreaterThanOrEqual(12);
    const ids = networkRows().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of NETWORK_ROUTES) {
      expect(NETWORK_AIRPORTS[route.morocco].country).toBe('Morocco');
      expect(NETWORK_AIRPORTS[route.europe].country).not.toBe('Morocco');
    }
  });

  it("gives each airport its country's ISO code, which names the country as its English name does", () => {
    const inEnglish = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const airport of Object.values(NETWORK_AIRPORTS))
      expect(inEnglish.of(airport.countryCode)).toBe(airport.country);
  });

  it('orders the rows by Moroccan city, then European city', () => {
    const rows = networkRows();
    expect(rows[0]?.id).toBe('AGA-MRS');
    expect(rows.slice(0, 3).map((row) => row.id)).toEqual(['AGA-MRS', 'AGA-ORY', 'CMN-BCN']);
  });

  it('serves a route both ways, and nothing between two European airports', () => {
    expect(isServedRoute('RAK', 'ORY')).toBe(true);
    expect(isServedRoute('ORY', 'RAK')).toBe(true);
    expect(isServedRoute('ORY', 'MAD')).toBe(false);
    expect(isServedRoute('RAK', 'DUS')).toBe(false);
  });
});

describe('the destinations offered from an airport', () => {
  it('lists only the airports served from it, by city, and every airport before one is chosen', () => {
    expect(destinationsFrom('TNG').map((airport) => airport.code)).toEqual(['BRU', 'MAD']);
    expect(destinationsFrom('ORY').map((airport) => airport.code)).toEqual(['AGA', 'CMN', 'RAK']);
    expect(destinationsFrom('')).toHaveLength(Object.keys(NETWORK_AIRPORTS).length);
  });
});

describe('an airport as the pages name it', () => {
  it('gives the city and code, or the code alone outside the network', () => {
    expect(airportLabel('RAK')).toBe('Marrakech (RAK)');
    expect(airportLabel('JFK')).toBe('JFK');
    expect(airportLabel(undefined)).toBe('—');
  });
});
