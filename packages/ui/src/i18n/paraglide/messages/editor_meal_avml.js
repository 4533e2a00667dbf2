/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_AvmlInputs */

const en_editor_meal_avml = /** @type {(inputs: Editor_Meal_AvmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asian vegetarian meal`)
};

const fr_editor_meal_avml = /** @type {(inputs: Editor_Meal_AvmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas végétarien asiatique`)
};

/**
* | output |
* | --- |
* | "Asian vegetarian meal" |
*
* @param {Editor_Meal_AvmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_avml = /** @type {((inputs?: Editor_Meal_AvmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_AvmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_avml(inputs)
	return en_editor_meal_avml(inputs)
});