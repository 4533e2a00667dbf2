/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Ancillaries_TitleInputs */

const en_editor_ancillaries_title = /** @type {(inputs: Editor_Ancillaries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add ancillaries`)
};

const fr_editor_ancillaries_title = /** @type {(inputs: Editor_Ancillaries_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter des services annexes`)
};

/**
* | output |
* | --- |
* | "Add ancillaries" |
*
* @param {Editor_Ancillaries_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_title = /** @type {((inputs?: Editor_Ancillaries_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_title(inputs)
	return en_editor_ancillaries_title(inputs)
});