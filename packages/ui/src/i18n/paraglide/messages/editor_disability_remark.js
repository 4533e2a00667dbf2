/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Disability_RemarkInputs */

const en_editor_disability_remark = /** @type {(inputs: Editor_Disability_RemarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remark for the airline (optional)`)
};

const fr_editor_disability_remark = /** @type {(inputs: Editor_Disability_RemarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remarque pour la compagnie (facultatif)`)
};

/**
* | output |
* | --- |
* | "Remark for the airline (optional)" |
*
* @param {Editor_Disability_RemarkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_remark = /** @type {((inputs?: Editor_Disability_RemarkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_RemarkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_remark(inputs)
	return en_editor_disability_remark(inputs)
});