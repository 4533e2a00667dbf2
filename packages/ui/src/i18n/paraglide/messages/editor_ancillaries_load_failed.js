/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown> }} Editor_Ancillaries_Load_FailedInputs */

const en_editor_ancillaries_load_failed = /** @type {(inputs: Editor_Ancillaries_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ancillaries on offer could not be loaded: ${i?.error}`)
};

const fr_editor_ancillaries_load_failed = /** @type {(inputs: Editor_Ancillaries_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les services annexes proposés n'ont pas pu être chargés : ${i?.error}`)
};

/**
* | output |
* | --- |
* | "The ancillaries on offer could not be loaded: {error}" |
*
* @param {Editor_Ancillaries_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_load_failed = /** @type {((inputs: Editor_Ancillaries_Load_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_Load_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_load_failed(inputs)
	return en_editor_ancillaries_load_failed(inputs)
});