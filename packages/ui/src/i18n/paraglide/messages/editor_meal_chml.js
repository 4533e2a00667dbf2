/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_ChmlInputs */

const en_editor_meal_chml = /** @type {(inputs: Editor_Meal_ChmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child meal`)
};

const fr_editor_meal_chml = /** @type {(inputs: Editor_Meal_ChmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas enfant`)
};

/**
* | output |
* | --- |
* | "Child meal" |
*
* @param {Editor_Meal_ChmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_chml = /** @type {((inputs?: Editor_Meal_ChmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_ChmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_chml(inputs)
	return en_editor_meal_chml(inputs)
});