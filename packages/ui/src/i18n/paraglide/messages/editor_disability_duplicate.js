/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, code: NonNullable<unknown> }} Editor_Disability_DuplicateInputs */

const en_editor_disability_duplicate = /** @type {(inputs: Editor_Disability_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} already has a ${i?.code} request`)
};

const fr_editor_disability_duplicate = /** @type {(inputs: Editor_Disability_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a déjà une demande ${i?.code}`)
};

/**
* | output |
* | --- |
* | "{name} already has a {code} request" |
*
* @param {Editor_Disability_DuplicateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_disability_duplicate = /** @type {((inputs: Editor_Disability_DuplicateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Disability_DuplicateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_disability_duplicate(inputs)
	return en_editor_disability_duplicate(inputs)
});