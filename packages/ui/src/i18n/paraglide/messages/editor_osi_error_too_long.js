/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Editor_Osi_Error_Too_LongInputs */

const en_editor_osi_error_too_long = /** @type {(inputs: Editor_Osi_Error_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An OSI remark holds at most ${i?.max} characters`)
};

const fr_editor_osi_error_too_long = /** @type {(inputs: Editor_Osi_Error_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une remarque OSI compte au plus ${i?.max} caractères`)
};

/**
* | output |
* | --- |
* | "An OSI remark holds at most {max} characters" |
*
* @param {Editor_Osi_Error_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_error_too_long = /** @type {((inputs: Editor_Osi_Error_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_Error_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_error_too_long(inputs)
	return en_editor_osi_error_too_long(inputs)
});