/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Editor_Osi_RemoveInputs */

const en_editor_osi_remove = /** @type {(inputs: Editor_Osi_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove OSI remark ${i?.text}`)
};

const fr_editor_osi_remove = /** @type {(inputs: Editor_Osi_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la remarque OSI ${i?.text}`)
};

/**
* | output |
* | --- |
* | "Remove OSI remark {text}" |
*
* @param {Editor_Osi_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_remove = /** @type {((inputs: Editor_Osi_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_remove(inputs)
	return en_editor_osi_remove(inputs)
});