/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_TravelersInputs */

const en_editor_split_travelers = /** @type {(inputs: Editor_Split_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travelers moving to the new reservation`)
};

const fr_editor_split_travelers = /** @type {(inputs: Editor_Split_TravelersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyageurs passant à la nouvelle réservation`)
};

/**
* | output |
* | --- |
* | "Travelers moving to the new reservation" |
*
* @param {Editor_Split_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_travelers = /** @type {((inputs?: Editor_Split_TravelersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_TravelersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_travelers(inputs)
	return en_editor_split_travelers(inputs)
});