/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_QuotedInputs */

const en_editor_price_quoted = /** @type {(inputs: Editor_Price_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoted price`)
};

const fr_editor_price_quoted = /** @type {(inputs: Editor_Price_QuotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix proposé`)
};

/**
* | output |
* | --- |
* | "Quoted price" |
*
* @param {Editor_Price_QuotedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_quoted = /** @type {((inputs?: Editor_Price_QuotedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_QuotedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_quoted(inputs)
	return en_editor_price_quoted(inputs)
});