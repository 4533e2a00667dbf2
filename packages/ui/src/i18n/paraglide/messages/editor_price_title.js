/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Price_TitleInputs */

const en_editor_price_title = /** @type {(inputs: Editor_Price_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

const fr_editor_price_title = /** @type {(inputs: Editor_Price_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix`)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Editor_Price_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_price_title = /** @type {((inputs?: Editor_Price_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Price_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_price_title(inputs)
	return en_editor_price_title(inputs)
});