/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_VomlInputs */

const en_editor_meal_voml = /** @type {(inputs: Editor_Meal_VomlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vegetarian oriental meal`)
};

const fr_editor_meal_voml = /** @type {(inputs: Editor_Meal_VomlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas végétarien oriental`)
};

/**
* | output |
* | --- |
* | "Vegetarian oriental meal" |
*
* @param {Editor_Meal_VomlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_voml = /** @type {((inputs?: Editor_Meal_VomlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_VomlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_voml(inputs)
	return en_editor_meal_voml(inputs)
});