/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Editor_Ancillaries_ForInputs */

const en_editor_ancillaries_for = /** @type {(inputs: Editor_Ancillaries_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ancillaries for ${i?.name}`)
};

const fr_editor_ancillaries_for = /** @type {(inputs: Editor_Ancillaries_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Services annexes (${i?.name})`)
};

/**
* | output |
* | --- |
* | "Ancillaries for {name}" |
*
* @param {Editor_Ancillaries_ForInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_for = /** @type {((inputs: Editor_Ancillaries_ForInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_ForInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_for(inputs)
	return en_editor_ancillaries_for(inputs)
});