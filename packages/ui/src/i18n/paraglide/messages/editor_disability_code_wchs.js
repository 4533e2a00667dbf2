/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_Code_WchsInputs */

const en_editor_disability_code_wchs = /** @type {(inputs: Editor_Disability_Code_WchsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wheelchair for the steps`)
};

const fr_editor_disability_code_wchs = /** @type {(inputs: Editor_Disability_Code_WchsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fauteuil roulant pour les marches`)
};

/**
* | output |
* | --- |
* | "Wheelchair for the steps" |
*
* @param {Editor_Disability_Code_WchsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_code_wchs = /** @type {((inputs?: Editor_Disability_Code_WchsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Code_WchsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_code_wchs(inputs)
	return en_editor_disability_code_wchs(inputs)
});