/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_BlmlInputs */

const en_editor_meal_blml = /** @type {(inputs: Editor_Meal_BlmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bland meal`)
};

const fr_editor_meal_blml = /** @type {(inputs: Editor_Meal_BlmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas léger`)
};

/**
* | output |
* | --- |
* | "Bland meal" |
*
* @param {Editor_Meal_BlmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_blml = /** @type {((inputs?: Editor_Meal_BlmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_BlmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_blml(inputs)
	return en_editor_meal_blml(inputs)
});