/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Editor_Disability_Remark_Too_LongInputs */

const en_editor_disability_remark_too_long = /** @type {(inputs: Editor_Disability_Remark_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep the remark to ${i?.max} characters or fewer`)
};

const fr_editor_disability_remark_too_long = /** @type {(inputs: Editor_Disability_Remark_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La remarque ne doit pas dépasser ${i?.max} caractères`)
};

/**
* | output |
* | --- |
* | "Keep the remark to {max} characters or fewer" |
*
* @param {Editor_Disability_Remark_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_remark_too_long = /** @type {((inputs: Editor_Disability_Remark_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Remark_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_remark_too_long(inputs)
	return en_editor_disability_remark_too_long(inputs)
});