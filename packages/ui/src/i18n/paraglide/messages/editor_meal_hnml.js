/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_HnmlInputs */

const en_editor_meal_hnml = /** @type {(inputs: Editor_Meal_HnmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindu meal`)
};

const fr_editor_meal_hnml = /** @type {(inputs: Editor_Meal_HnmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas hindou`)
};

/**
* | output |
* | --- |
* | "Hindu meal" |
*
* @param {Editor_Meal_HnmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_hnml = /** @type {((inputs?: Editor_Meal_HnmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_HnmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_hnml(inputs)
	return en_editor_meal_hnml(inputs)
});