/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Ancillaries_None_ChosenInputs */

const en_editor_ancillaries_none_chosen = /** @type {(inputs: Editor_Ancillaries_None_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one ancillary to add`)
};

const fr_editor_ancillaries_none_chosen = /** @type {(inputs: Editor_Ancillaries_None_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un service annexe à ajouter`)
};

/**
* | output |
* | --- |
* | "Choose at least one ancillary to add" |
*
* @param {Editor_Ancillaries_None_ChosenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_none_chosen = /** @type {((inputs?: Editor_Ancillaries_None_ChosenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_None_ChosenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_none_chosen(inputs)
	return en_editor_ancillaries_none_chosen(inputs)
});