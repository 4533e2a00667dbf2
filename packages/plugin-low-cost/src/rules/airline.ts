/**
 * Argana Air, the Moroccan low-cost airline the plugin sells: who it is (its airports are in
 * `airports.ts`, apart, since the route guards' search schemas need only its name).
 */

/** The airline as the agency's staff and its XML messages name it. */
export const LOW_COST_AIRLINE = {
  /** IATA designator in flight numbers and in the XML messages' `Code` attributes. */
  code: 'R9',
  name: 'Argana Air',
  /** Its base: every route starts or ends in Morocco. */
  country: 'Morocco',
} as const;
