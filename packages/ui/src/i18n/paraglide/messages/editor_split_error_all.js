/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_Error_AllInputs */

const en_editor_split_error_all = /** @type {(inputs: Editor_Split_Error_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least one traveler must stay on the original reservation`)
};

const fr_editor_split_error_all = /** @type {(inputs: Editor_Split_Error_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins un voyageur doit rester sur la réservation d'origine`)
};

/**
* | output |
* | --- |
* | "At least one traveler must stay on the original reservation" |
*
* @param {Editor_Split_Error_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_error_all = /** @type {((inputs?: Editor_Split_Error_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Error_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_error_all(inputs)
	return en_editor_split_error_all(inputs)
});