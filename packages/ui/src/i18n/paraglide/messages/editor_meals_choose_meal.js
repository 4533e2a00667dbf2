/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_Choose_MealInputs */

const en_editor_meals_choose_meal = /** @type {(inputs: Editor_Meals_Choose_MealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a meal`)
};

const fr_editor_meals_choose_meal = /** @type {(inputs: Editor_Meals_Choose_MealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un repas`)
};

/**
* | output |
* | --- |
* | "Choose a meal" |
*
* @param {Editor_Meals_Choose_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_choose_meal = /** @type {((inputs?: Editor_Meals_Choose_MealInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_Choose_MealInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_choose_meal(inputs)
	return en_editor_meals_choose_meal(inputs)
});