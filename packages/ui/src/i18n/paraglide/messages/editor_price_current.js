/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_CurrentInputs */

const en_editor_price_current = /** @type {(inputs: Editor_Price_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current price`)
};

const fr_editor_price_current = /** @type {(inputs: Editor_Price_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix actuel`)
};

/**
* | output |
* | --- |
* | "Current price" |
*
* @param {Editor_Price_CurrentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_current = /** @type {((inputs?: Editor_Price_CurrentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_CurrentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_current(inputs)
	return en_editor_price_current(inputs)
});