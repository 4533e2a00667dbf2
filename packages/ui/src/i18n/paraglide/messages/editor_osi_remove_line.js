/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Editor_Osi_Remove_LineInputs */

const en_editor_osi_remove_line = /** @type {(inputs: Editor_Osi_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove remark ${i?.number}`)
};

const fr_editor_osi_remove_line = /** @type {(inputs: Editor_Osi_Remove_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la remarque ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Remove remark {number}" |
*
* @param {Editor_Osi_Remove_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_remove_line = /** @type {((inputs: Editor_Osi_Remove_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_Remove_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_remove_line(inputs)
	return en_editor_osi_remove_line(inputs)
});