/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_Code_DeafInputs */

const en_editor_disability_code_deaf = /** @type {(inputs: Editor_Disability_Code_DeafInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deaf passenger`)
};

const fr_editor_disability_code_deaf = /** @type {(inputs: Editor_Disability_Code_DeafInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager sourd`)
};

/**
* | output |
* | --- |
* | "Deaf passenger" |
*
* @param {Editor_Disability_Code_DeafInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_deaf = /** @type {((inputs?: Editor_Disability_Code_DeafInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Code_DeafInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_code_deaf(inputs)
	return en_editor_disability_code_deaf(inputs)
});