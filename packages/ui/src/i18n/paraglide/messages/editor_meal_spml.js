/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_SpmlInputs */

const en_editor_meal_spml = /** @type {(inputs: Editor_Meal_SpmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special meal`)
};

const fr_editor_meal_spml = /** @type {(inputs: Editor_Meal_SpmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas spécial`)
};

/**
* | output |
* | --- |
* | "Special meal" |
*
* @param {Editor_Meal_SpmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_spml = /** @type {((inputs?: Editor_Meal_SpmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_SpmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_spml(inputs)
	return en_editor_meal_spml(inputs)
});