/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_TravelersInputs */

const en_editor_items_travelers = /** @type {(inputs: Editor_Items_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travelers`)
};

const fr_editor_items_travelers = /** @type {(inputs: Editor_Items_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyageurs`)
};

/**
* | output |
* | --- |
* | "Travelers" |
*
* @param {Editor_Items_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_travelers = /** @type {((inputs?: Editor_Items_TravelersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_TravelersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_travelers(inputs)
	return en_editor_items_travelers(inputs)
});