/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_VjmlInputs */

const en_editor_meal_vjml = /** @type {(inputs: Editor_Meal_VjmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vegetarian Jain meal`)
};

const fr_editor_meal_vjml = /** @type {(inputs: Editor_Meal_VjmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas végétarien jaïn`)
};

/**
* | output |
* | --- |
* | "Vegetarian Jain meal" |
*
* @param {Editor_Meal_VjmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_vjml = /** @type {((inputs?: Editor_Meal_VjmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_VjmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_vjml(inputs)
	return en_editor_meal_vjml(inputs)
});