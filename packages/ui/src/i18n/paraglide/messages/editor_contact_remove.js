/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Editor_Contact_RemoveInputs */

const en_editor_contact_remove = /** @type {(inputs: Editor_Contact_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove primary contact ${i?.name}`)
};

const fr_editor_contact_remove = /** @type {(inputs: Editor_Contact_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le contact principal ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove primary contact {name}" |
*
* @param {Editor_Contact_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_remove = /** @type {((inputs: Editor_Contact_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_remove(inputs)
	return en_editor_contact_remove(inputs)
});