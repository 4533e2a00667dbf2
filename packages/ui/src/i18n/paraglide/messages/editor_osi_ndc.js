/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_NdcInputs */

const en_editor_osi_ndc = /** @type {(inputs: Editor_Osi_NdcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OSI remarks go to the carriers through the GDS: NDC records have none.`)
};

const fr_editor_osi_ndc = /** @type {(inputs: Editor_Osi_NdcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les remarques OSI passent par le GDS vers les compagnies : un dossier NDC n'en a pas.`)
};

/**
* | output |
* | --- |
* | "OSI remarks go to the carriers through the GDS: NDC records have none." |
*
* @param {Editor_Osi_NdcInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_ndc = /** @type {((inputs?: Editor_Osi_NdcInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_NdcInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_ndc(inputs)
	return en_editor_osi_ndc(inputs)
});