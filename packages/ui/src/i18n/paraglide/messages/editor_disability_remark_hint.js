/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Editor_Disability_Remark_HintInputs */

const en_editor_disability_remark_hint = /** @type {(inputs: Editor_Disability_Remark_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.max} characters, e.g. own electric wheelchair, dry battery.`)
};

const fr_editor_disability_remark_hint = /** @type {(inputs: Editor_Disability_Remark_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu'à ${i?.max} caractères, p. ex. fauteuil électrique personnel, batterie sèche.`)
};

/**
* | output |
* | --- |
* | "Up to {max} characters, e.g. own electric wheelchair, dry battery." |
*
* @param {Editor_Disability_Remark_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_remark_hint = /** @type {((inputs: Editor_Disability_Remark_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_Remark_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_remark_hint(inputs)
	return en_editor_disability_remark_hint(inputs)
});