/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Editor_Osi_HintInputs */

const en_editor_osi_hint = /** @type {(inputs: Editor_Osi_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`One remark per field, at most ${i?.max} characters each; the carriers receive them in capitals.`)
};

const fr_editor_osi_hint = /** @type {(inputs: Editor_Osi_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une remarque par champ, ${i?.max} caractères au plus chacune ; les compagnies les reçoivent en majuscules.`)
};

/**
* | output |
* | --- |
* | "One remark per field, at most {max} characters each; the carriers receive them in capitals." |
*
* @param {Editor_Osi_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_osi_hint = /** @type {((inputs: Editor_Osi_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Osi_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_osi_hint(inputs)
	return en_editor_osi_hint(inputs)
});