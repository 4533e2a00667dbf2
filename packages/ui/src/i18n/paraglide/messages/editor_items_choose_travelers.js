/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Choose_TravelersInputs */

const en_editor_items_choose_travelers = /** @type {(inputs: Editor_Items_Choose_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one traveler`)
};

const fr_editor_items_choose_travelers = /** @type {(inputs: Editor_Items_Choose_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un voyageur`)
};

/**
* | output |
* | --- |
* | "Choose at least one traveler" |
*
* @param {Editor_Items_Choose_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_choose_travelers = /** @type {((inputs?: Editor_Items_Choose_TravelersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Choose_TravelersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_choose_travelers(inputs)
	return en_editor_items_choose_travelers(inputs)
});