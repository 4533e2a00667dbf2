/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_VgmlInputs */

const en_editor_meal_vgml = /** @type {(inputs: Editor_Meal_VgmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vegetarian vegan meal`)
};

const fr_editor_meal_vgml = /** @type {(inputs: Editor_Meal_VgmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas végétalien`)
};

/**
* | output |
* | --- |
* | "Vegetarian vegan meal" |
*
* @param {Editor_Meal_VgmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_vgml = /** @type {((inputs?: Editor_Meal_VgmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_VgmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_vgml(inputs)
	return en_editor_meal_vgml(inputs)
});