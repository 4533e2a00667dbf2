/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Contact_FormInputs */

const en_editor_contact_form = /** @type {(inputs: Editor_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New primary contact`)
};

const fr_editor_contact_form = /** @type {(inputs: Editor_Contact_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau contact principal`)
};

/**
* | output |
* | --- |
* | "New primary contact" |
*
* @param {Editor_Contact_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_form = /** @type {((inputs?: Editor_Contact_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_form(inputs)
	return en_editor_contact_form(inputs)
});