/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_FlightInputs */

const en_editor_meals_flight = /** @type {(inputs: Editor_Meals_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight`)
};

const fr_editor_meals_flight = /** @type {(inputs: Editor_Meals_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vol`)
};

/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Editor_Meals_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_flight = /** @type {((inputs?: Editor_Meals_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_flight(inputs)
	return en_editor_meals_flight(inputs)
});