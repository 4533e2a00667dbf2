/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Seats_FlightsInputs */

const en_editor_seats_flights = /** @type {(inputs: Editor_Seats_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flights`)
};

const fr_editor_seats_flights = /** @type {(inputs: Editor_Seats_FlightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols`)
};

/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Editor_Seats_FlightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_seats_flights = /** @type {((inputs?: Editor_Seats_FlightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Seats_FlightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_seats_flights(inputs)
	return en_editor_seats_flights(inputs)
});