/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_AssistanceInputs */

const en_editor_disability_assistance = /** @type {(inputs: Editor_Disability_AssistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistance`)
};

const fr_editor_disability_assistance = /** @type {(inputs: Editor_Disability_AssistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistance`)
};

/**
* | output |
* | --- |
* | "Assistance" |
*
* @param {Editor_Disability_AssistanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_assistance = /** @type {((inputs?: Editor_Disability_AssistanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_AssistanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_assistance(inputs)
	return en_editor_disability_assistance(inputs)
});