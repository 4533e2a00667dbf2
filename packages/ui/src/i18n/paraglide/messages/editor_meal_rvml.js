/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_RvmlInputs */

const en_editor_meal_rvml = /** @type {(inputs: Editor_Meal_RvmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raw vegetarian meal`)
};

const fr_editor_meal_rvml = /** @type {(inputs: Editor_Meal_RvmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas végétarien cru`)
};

/**
* | output |
* | --- |
* | "Raw vegetarian meal" |
*
* @param {Editor_Meal_RvmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_rvml = /** @type {((inputs?: Editor_Meal_RvmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_RvmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_rvml(inputs)
	return en_editor_meal_rvml(inputs)
});