/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Osi_Error_EmptyInputs */

const en_editor_osi_error_empty = /** @type {(inputs: Editor_Osi_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the remark`)
};

const fr_editor_osi_error_empty = /** @type {(inputs: Editor_Osi_Error_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez la remarque`)
};

/**
* | output |
* | --- |
* | "Enter the remark" |
*
* @param {Editor_Osi_Error_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_error_empty = /** @type {((inputs?: Editor_Osi_Error_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_Error_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_error_empty(inputs)
	return en_editor_osi_error_empty(inputs)
});