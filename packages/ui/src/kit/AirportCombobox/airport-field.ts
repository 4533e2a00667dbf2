import type { LocationSuggestion } from '@comptoir/flight-domain';

/**
 * An airport field as staff see it: the text in the field and the IATA code it stands for, changed
 * together so that they never disagree. Typing sets the text and clears the code ('' until a location
 * is chosen again); choosing sets both, the text naming the location.
 *
 * @example
 * const to: AirportFieldValue = { code: 'CDG', text: 'CDG – Paris Charles de Gaulle' };
 * const typing: AirportFieldValue = { code: '', text: 'par' };
 */
export interface AirportFieldValue {
  /** The chosen location's IATA code, or '' while none is chosen. */
  code: string;
  /** What the field shows: the chosen location's label, or what was typed. */
  text: string;
}

/** A field with nothing typed or chosen. */
export const EMPTY_AIRPORT_FIELD: AirportFieldValue = { code: '', text: '' };

/**
 * The field's value once `location` is chosen: its code, and its code and name as the field shows them.
 *
 * @example
 * chosenAirport({ type: 'airport', value: 'CMN', name: 'Mohammed V International', … })
 * // { code: 'CMN', text: 'CMN – Mohammed V International' }
 */
export function chosenAirport(location: Pick<LocationSuggestion, 'value' | 'name'>): AirportFieldValue {
  return { code: location.value, text: `${location.value} – ${location.name}` };
}

/**
 * One flight as a form holds it: where from and where to (each as its field shows it) and the date
 * (`YYYY-MM-DD`, or what was typed).
 *
 * @example
 * const leg: LegDraft = { from: EMPTY_AIRPORT_FIELD, to: EMPTY_AIRPORT_FIELD, date: '' };
 */
export interface LegDraft {
  from: AirportFieldValue;
  to: AirportFieldValue;
  date: string;
}
