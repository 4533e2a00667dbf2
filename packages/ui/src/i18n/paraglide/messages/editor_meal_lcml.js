/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_LcmlInputs */

const en_editor_meal_lcml = /** @type {(inputs: Editor_Meal_LcmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-calorie meal`)
};

const fr_editor_meal_lcml = /** @type {(inputs: Editor_Meal_LcmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas hypocalorique`)
};

/**
* | output |
* | --- |
* | "Low-calorie meal" |
*
* @param {Editor_Meal_LcmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_lcml = /** @type {((inputs?: Editor_Meal_LcmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_LcmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_lcml(inputs)
	return en_editor_meal_lcml(inputs)
});