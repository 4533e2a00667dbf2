/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_TitleInputs */

const en_editor_disability_title = /** @type {(inputs: Editor_Disability_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request assistance`)
};

const fr_editor_disability_title = /** @type {(inputs: Editor_Disability_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander une assistance`)
};

/**
* | output |
* | --- |
* | "Request assistance" |
*
* @param {Editor_Disability_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_title = /** @type {((inputs?: Editor_Disability_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_title(inputs)
	return en_editor_disability_title(inputs)
});