/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_MealInputs */

const en_editor_meals_meal = /** @type {(inputs: Editor_Meals_MealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meal`)
};

const fr_editor_meals_meal = /** @type {(inputs: Editor_Meals_MealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas`)
};

/**
* | output |
* | --- |
* | "Meal" |
*
* @param {Editor_Meals_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_meal = /** @type {((inputs?: Editor_Meals_MealInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_MealInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_meal(inputs)
	return en_editor_meals_meal(inputs)
});