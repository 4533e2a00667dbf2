/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flight: NonNullable<unknown> }} Editor_Seats_FlightInputs */

const en_editor_seats_flight = /** @type {(inputs: Editor_Seats_FlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Flight ${i?.flight}`)
};

const fr_editor_seats_flight = /** @type {(inputs: Editor_Seats_FlightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vol ${i?.flight}`)
};

/**
* | output |
* | --- |
* | "Flight {flight}" |
*
* @param {Editor_Seats_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_flight = /** @type {((inputs: Editor_Seats_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_flight(inputs)
	return en_editor_seats_flight(inputs)
});