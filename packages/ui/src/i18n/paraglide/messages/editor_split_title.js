/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Split_TitleInputs */

const en_editor_split_title = /** @type {(inputs: Editor_Split_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Split the reservation`)
};

const fr_editor_split_title = /** @type {(inputs: Editor_Split_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diviser la réservation`)
};

/**
* | output |
* | --- |
* | "Split the reservation" |
*
* @param {Editor_Split_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_split_title = /** @type {((inputs?: Editor_Split_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Split_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_split_title(inputs)
	return en_editor_split_title(inputs)
});