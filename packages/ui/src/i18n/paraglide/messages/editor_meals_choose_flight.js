/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_Choose_FlightInputs */

const en_editor_meals_choose_flight = /** @type {(inputs: Editor_Meals_Choose_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a flight`)
};

const fr_editor_meals_choose_flight = /** @type {(inputs: Editor_Meals_Choose_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un vol`)
};

/**
* | output |
* | --- |
* | "Choose a flight" |
*
* @param {Editor_Meals_Choose_FlightInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_choose_flight = /** @type {((inputs?: Editor_Meals_Choose_FlightInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_Choose_FlightInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_choose_flight(inputs)
	return en_editor_meals_choose_flight(inputs)
});