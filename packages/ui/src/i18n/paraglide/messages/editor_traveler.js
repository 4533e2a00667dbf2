/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_TravelerInputs */

const en_editor_traveler = /** @type {(inputs: Editor_TravelerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traveler`)
};

const fr_editor_traveler = /** @type {(inputs: Editor_TravelerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyageur`)
};

/**
* | output |
* | --- |
* | "Traveler" |
*
* @param {Editor_TravelerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_traveler = /** @type {((inputs?: Editor_TravelerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_TravelerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_traveler(inputs)
	return en_editor_traveler(inputs)
});