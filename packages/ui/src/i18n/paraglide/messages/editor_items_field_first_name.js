/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Items_Field_First_NameInputs */

const en_editor_items_field_first_name = /** @type {(inputs: Editor_Items_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

const fr_editor_items_field_first_name = /** @type {(inputs: Editor_Items_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**
* | output |
* | --- |
* | "First name" |
*
* @param {Editor_Items_Field_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_items_field_first_name = /** @type {((inputs?: Editor_Items_Field_First_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Items_Field_First_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_items_field_first_name(inputs)
	return en_editor_items_field_first_name(inputs)
});