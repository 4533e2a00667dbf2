/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_UnchangedInputs */

const en_editor_price_unchanged = /** @type {(inputs: Editor_Price_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unchanged`)
};

const fr_editor_price_unchanged = /** @type {(inputs: Editor_Price_UnchangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inchangé`)
};

/**
* | output |
* | --- |
* | "Unchanged" |
*
* @param {Editor_Price_UnchangedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_unchanged = /** @type {((inputs?: Editor_Price_UnchangedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_UnchangedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_unchanged(inputs)
	return en_editor_price_unchanged(inputs)
});