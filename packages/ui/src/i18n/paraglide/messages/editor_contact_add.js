/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Contact_AddInputs */

const en_editor_contact_add = /** @type {(inputs: Editor_Contact_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add primary contact`)
};

const fr_editor_contact_add = /** @type {(inputs: Editor_Contact_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter le contact principal`)
};

/**
* | output |
* | --- |
* | "Add primary contact" |
*
* @param {Editor_Contact_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_add = /** @type {((inputs?: Editor_Contact_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_add(inputs)
	return en_editor_contact_add(inputs)
});