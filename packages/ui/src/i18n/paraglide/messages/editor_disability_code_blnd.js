/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_Code_BlndInputs */

const en_editor_disability_code_blnd = /** @type {(inputs: Editor_Disability_Code_BlndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blind passenger`)
};

const fr_editor_disability_code_blnd = /** @type {(inputs: Editor_Disability_Code_BlndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager aveugle`)
};

/**
* | output |
* | --- |
* | "Blind passenger" |
*
* @param {Editor_Disability_Code_BlndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_blnd = /** @type {((inputs?: Editor_Disability_Code_BlndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Code_BlndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_code_blnd(inputs)
	return en_editor_disability_code_blnd(inputs)
});