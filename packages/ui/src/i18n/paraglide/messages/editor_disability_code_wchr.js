/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_Code_WchrInputs */

const en_editor_disability_code_wchr = /** @type {(inputs: Editor_Disability_Code_WchrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wheelchair for the ramp`)
};

const fr_editor_disability_code_wchr = /** @type {(inputs: Editor_Disability_Code_WchrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuil roulant jusqu'à l'avion`)
};

/**
* | output |
* | --- |
* | "Wheelchair for the ramp" |
*
* @param {Editor_Disability_Code_WchrInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_wchr = /** @type {((inputs?: Editor_Disability_Code_WchrInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Code_WchrInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_code_wchr(inputs)
	return en_editor_disability_code_wchr(inputs)
});