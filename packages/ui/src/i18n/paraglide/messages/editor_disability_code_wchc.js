/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_Code_WchcInputs */

const en_editor_disability_code_wchc = /** @type {(inputs: Editor_Disability_Code_WchcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wheelchair to the seat`)
};

const fr_editor_disability_code_wchc = /** @type {(inputs: Editor_Disability_Code_WchcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuil roulant jusqu'au siège`)
};

/**
* | output |
* | --- |
* | "Wheelchair to the seat" |
*
* @param {Editor_Disability_Code_WchcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_wchc = /** @type {((inputs?: Editor_Disability_Code_WchcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Code_WchcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_code_wchc(inputs)
	return en_editor_disability_code_wchc(inputs)
});