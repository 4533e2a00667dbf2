/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_Error_NoneInputs */

const en_editor_split_error_none = /** @type {(inputs: Editor_Split_Error_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one traveler to move to the new reservation`)
};

const fr_editor_split_error_none = /** @type {(inputs: Editor_Split_Error_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un voyageur à faire passer à la nouvelle réservation`)
};

/**
* | output |
* | --- |
* | "Choose at least one traveler to move to the new reservation" |
*
* @param {Editor_Split_Error_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_error_none = /** @type {((inputs?: Editor_Split_Error_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_Error_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_error_none(inputs)
	return en_editor_split_error_none(inputs)
});