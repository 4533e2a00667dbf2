/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Contact_Name_Too_LongInputs */

const en_editor_contact_name_too_long = /** @type {(inputs: Editor_Contact_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a name of at most 120 characters`)
};

const fr_editor_contact_name_too_long = /** @type {(inputs: Editor_Contact_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nom de 120 caractères au plus`)
};

/**
* | output |
* | --- |
* | "Enter a name of at most 120 characters" |
*
* @param {Editor_Contact_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_contact_name_too_long = /** @type {((inputs?: Editor_Contact_Name_Too_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Contact_Name_Too_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_contact_name_too_long(inputs)
	return en_editor_contact_name_too_long(inputs)
});