/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_EmptyInputs */

const en_editor_osi_empty = /** @type {(inputs: Editor_Osi_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No OSI remark.`)
};

const fr_editor_osi_empty = /** @type {(inputs: Editor_Osi_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune remarque OSI.`)
};

/**
* | output |
* | --- |
* | "No OSI remark." |
*
* @param {Editor_Osi_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_empty = /** @type {((inputs?: Editor_Osi_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_empty(inputs)
	return en_editor_osi_empty(inputs)
});