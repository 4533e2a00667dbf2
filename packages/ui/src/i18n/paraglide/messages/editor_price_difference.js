/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_DifferenceInputs */

const en_editor_price_difference = /** @type {(inputs: Editor_Price_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difference`)
};

const fr_editor_price_difference = /** @type {(inputs: Editor_Price_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écart`)
};

/**
* | output |
* | --- |
* | "Difference" |
*
* @param {Editor_Price_DifferenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_difference = /** @type {((inputs?: Editor_Price_DifferenceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_DifferenceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_difference(inputs)
	return en_editor_price_difference(inputs)
});