/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Editor_Osi_RemarkInputs */

const en_editor_osi_remark = /** @type {(inputs: Editor_Osi_RemarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remark ${i?.number}`)
};

const fr_editor_osi_remark = /** @type {(inputs: Editor_Osi_RemarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remarque ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Remark {number}" |
*
* @param {Editor_Osi_RemarkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_remark = /** @type {((inputs: Editor_Osi_RemarkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_RemarkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_remark(inputs)
	return en_editor_osi_remark(inputs)
});