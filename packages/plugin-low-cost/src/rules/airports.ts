/**
 * The airports Argana Air flies between Morocco and Europe: its own published data, not the agency's
 * GDS/NDC airport tables. Apart from the airline (`airline.ts`) and its routes (`network.ts`), which the
 * route guards' search schemas need on every page of the plugin build; the names are for the pages.
 */

/** An airport of the airline's network. */
export interface NetworkAirport {
  /** IATA code, three capital letters. */
  readonly code: string;
  readonly city: string;
  readonly country: string;
  /** The country's ISO 3166-1 code, by which a page names it in its own language. */
  readonly countryCode: string;
}

/** Every airport the airline serves, by IATA code (Morocco first, then Europe). */
export const NETWORK_AIRPORTS = {
  CMN: { code: 'CMN', city: 'Casablanca', country: 'Morocco', countryCode: 'MA' },
  RAK: { code: 'RAK', city: 'Marrakech', country: 'Morocco', countryCode: 'MA' },
  AGA: { code: 'AGA', city: 'Agadir', country: 'Morocco', countryCode: 'MA' },
  TNG: { code: 'TNG', city: 'Tangier', country: 'Morocco', countryCode: 'MA' },
  FEZ: { code: 'FEZ', city: 'Fès', country: 'Morocco', countryCode: 'MA' },
  NDR: { code: 'NDR', city: 'Nador', country: 'Morocco', countryCode: 'MA' },
  OUD: { code: 'OUD', city: 'Oujda', country: 'Morocco', countryCode: 'MA' },
  ORY: { code: 'ORY', city: 'Paris Orly', country: 'France', countryCode: 'FR' },
  MRS: { code: 'MRS', city: 'Marseille', country: 'France', countryCode: 'FR' },
  MPL: { code: 'MPL', city: 'Montpellier', country: 'France', countryCode: 'FR' },
  LGW: { code: 'LGW', city: 'London Gatwick', country: 'United Kingdom', countryCode: 'GB' },
  MAD: { code: 'MAD', city: 'Madrid', country: 'Spain', countryCode: 'ES' },
  BCN: { code: 'BCN', city: 'Barcelona', country: 'Spain', countryCode: 'ES' },
  CRL: { code: 'CRL', city: 'Brussels Charleroi', country: 'Belgium', countryCode: 'BE' },
  BRU: { code: 'BRU', city: 'Brussels', country: 'Belgium', countryCode: 'BE' },
  BGY: { code: 'BGY', city: 'Milan Bergamo', country: 'Italy', countryCode: 'IT' },
  EIN: { code: 'EIN', city: 'Eindhoven', country: 'Netherlands', countryCode: 'NL' },
  DUS: { code: 'DUS', city: 'Düsseldorf', country: 'Germany', countryCode: 'DE' },
} as const satisfies Record<string, NetworkAirport>;

/** An airport code of the network. */
export type NetworkAirportCode = keyof typeof NETWORK_AIRPORTS;

/**
 * An airport as the pages name it, `City (CODE)`; a code the network does not know as itself.
 *
 * @example
 * airportLabel('RAK') // 'Marrakech (RAK)'
 */
export function airportLabel(code: string | undefined): string {
  if (code === undefined) return '—';
  return code in NETWORK_AIRPORTS ? `${NETWORK_AIRPORTS[code as NetworkAirportCode].city} (${code})` : code;
}
