/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Contact_EmptyInputs */

const en_editor_contact_empty = /** @type {(inputs: Editor_Contact_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No primary contact on this record.`)
};

const fr_editor_contact_empty = /** @type {(inputs: Editor_Contact_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun contact principal sur ce dossier.`)
};

/**
* | output |
* | --- |
* | "No primary contact on this record." |
*
* @param {Editor_Contact_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_empty = /** @type {((inputs?: Editor_Contact_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_empty(inputs)
	return en_editor_contact_empty(inputs)
});