/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_FormInputs */

const en_editor_meals_form = /** @type {(inputs: Editor_Meals_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request a meal`)
};

const fr_editor_meals_form = /** @type {(inputs: Editor_Meals_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander un repas`)
};

/**
* | output |
* | --- |
* | "Request a meal" |
*
* @param {Editor_Meals_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_form = /** @type {((inputs?: Editor_Meals_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_form(inputs)
	return en_editor_meals_form(inputs)
});