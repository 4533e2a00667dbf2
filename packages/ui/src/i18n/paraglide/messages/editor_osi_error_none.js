/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_Error_NoneInputs */

const en_editor_osi_error_none = /** @type {(inputs: Editor_Osi_Error_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter at least one remark`)
};

const fr_editor_osi_error_none = /** @type {(inputs: Editor_Osi_Error_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez au moins une remarque`)
};

/**
* | output |
* | --- |
* | "Enter at least one remark" |
*
* @param {Editor_Osi_Error_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_error_none = /** @type {((inputs?: Editor_Osi_Error_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_Error_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_error_none(inputs)
	return en_editor_osi_error_none(inputs)
});