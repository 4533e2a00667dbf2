/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Choose_TravelerInputs */

const en_editor_choose_traveler = /** @type {(inputs: Editor_Choose_TravelerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a traveler`)
};

const fr_editor_choose_traveler = /** @type {(inputs: Editor_Choose_TravelerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un voyageur`)
};

/**
* | output |
* | --- |
* | "Choose a traveler" |
*
* @param {Editor_Choose_TravelerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_choose_traveler = /** @type {((inputs?: Editor_Choose_TravelerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Choose_TravelerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_choose_traveler(inputs)
	return en_editor_choose_traveler(inputs)
});