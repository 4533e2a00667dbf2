/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_TravelersInputs */

const en_editor_price_travelers = /** @type {(inputs: Editor_Price_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travelers to price`)
};

const fr_editor_price_travelers = /** @type {(inputs: Editor_Price_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyageurs à tarifer`)
};

/**
* | output |
* | --- |
* | "Travelers to price" |
*
* @param {Editor_Price_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_travelers = /** @type {((inputs?: Editor_Price_TravelersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_TravelersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_travelers(inputs)
	return en_editor_price_travelers(inputs)
});