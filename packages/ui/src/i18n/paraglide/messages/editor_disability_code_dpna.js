/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_Code_DpnaInputs */

const en_editor_disability_code_dpna = /** @type {(inputs: Editor_Disability_Code_DpnaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intellectual or developmental disability needing assistance`)
};

const fr_editor_disability_code_dpna = /** @type {(inputs: Editor_Disability_Code_DpnaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handicap intellectuel ou du développement nécessitant une assistance`)
};

/**
* | output |
* | --- |
* | "Intellectual or developmental disability needing assistance" |
*
* @param {Editor_Disability_Code_DpnaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_dpna = /** @type {((inputs?: Editor_Disability_Code_DpnaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Code_DpnaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_code_dpna(inputs)
	return en_editor_disability_code_dpna(inputs)
});