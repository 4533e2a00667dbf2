/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_AddInputs */

const en_editor_disability_add = /** @type {(inputs: Editor_Disability_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add request`)
};

const fr_editor_disability_add = /** @type {(inputs: Editor_Disability_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la demande`)
};

/**
* | output |
* | --- |
* | "Add request" |
*
* @param {Editor_Disability_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_add = /** @type {((inputs?: Editor_Disability_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_add(inputs)
	return en_editor_disability_add(inputs)
});