/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_FormInputs */

const en_editor_osi_form = /** @type {(inputs: Editor_Osi_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New OSI remarks`)
};

const fr_editor_osi_form = /** @type {(inputs: Editor_Osi_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelles remarques OSI`)
};

/**
* | output |
* | --- |
* | "New OSI remarks" |
*
* @param {Editor_Osi_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_form = /** @type {((inputs?: Editor_Osi_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_form(inputs)
	return en_editor_osi_form(inputs)
});