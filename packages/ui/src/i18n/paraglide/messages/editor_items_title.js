/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_TitleInputs */

const en_editor_items_title = /** @type {(inputs: Editor_Items_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traveler details`)
};

const fr_editor_items_title = /** @type {(inputs: Editor_Items_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations des voyageurs`)
};

/**
* | output |
* | --- |
* | "Traveler details" |
*
* @param {Editor_Items_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_title = /** @type {((inputs?: Editor_Items_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_title(inputs)
	return en_editor_items_title(inputs)
});