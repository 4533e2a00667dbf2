/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_GetInputs */

const en_editor_price_get = /** @type {(inputs: Editor_Price_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get the price`)
};

const fr_editor_price_get = /** @type {(inputs: Editor_Price_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir le prix`)
};

/**
* | output |
* | --- |
* | "Get the price" |
*
* @param {Editor_Price_GetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_get = /** @type {((inputs?: Editor_Price_GetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_GetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_get(inputs)
	return en_editor_price_get(inputs)
});