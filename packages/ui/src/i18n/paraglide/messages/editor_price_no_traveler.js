/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_No_TravelerInputs */

const en_editor_price_no_traveler = /** @type {(inputs: Editor_Price_No_TravelerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one traveler to price.`)
};

const fr_editor_price_no_traveler = /** @type {(inputs: Editor_Price_No_TravelerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un voyageur à tarifer.`)
};

/**
* | output |
* | --- |
* | "Choose at least one traveler to price." |
*
* @param {Editor_Price_No_TravelerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_no_traveler = /** @type {((inputs?: Editor_Price_No_TravelerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_No_TravelerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_no_traveler(inputs)
	return en_editor_price_no_traveler(inputs)
});