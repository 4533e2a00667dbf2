/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Contact_Name_MissingInputs */

const en_editor_contact_name_missing = /** @type {(inputs: Editor_Contact_Name_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the contact's name`)
};

const fr_editor_contact_name_missing = /** @type {(inputs: Editor_Contact_Name_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le nom du contact`)
};

/**
* | output |
* | --- |
* | "Enter the contact's name" |
*
* @param {Editor_Contact_Name_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_name_missing = /** @type {((inputs?: Editor_Contact_Name_MissingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_Name_MissingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_name_missing(inputs)
	return en_editor_contact_name_missing(inputs)
});