/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_ShowInputs */

const en_editor_items_show = /** @type {(inputs: Editor_Items_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show details`)
};

const fr_editor_items_show = /** @type {(inputs: Editor_Items_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les informations`)
};

/**
* | output |
* | --- |
* | "Show details" |
*
* @param {Editor_Items_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_show = /** @type {((inputs?: Editor_Items_ShowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_ShowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_show(inputs)
	return en_editor_items_show(inputs)
});