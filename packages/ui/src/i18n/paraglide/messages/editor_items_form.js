/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_FormInputs */

const en_editor_items_form = /** @type {(inputs: Editor_Items_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose travelers`)
};

const fr_editor_items_form = /** @type {(inputs: Editor_Items_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir les voyageurs`)
};

/**
* | output |
* | --- |
* | "Choose travelers" |
*
* @param {Editor_Items_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_form = /** @type {((inputs?: Editor_Items_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_form(inputs)
	return en_editor_items_form(inputs)
});