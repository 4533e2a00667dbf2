/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_MomlInputs */

const en_editor_meal_moml = /** @type {(inputs: Editor_Meal_MomlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muslim meal`)
};

const fr_editor_meal_moml = /** @type {(inputs: Editor_Meal_MomlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas musulman`)
};

/**
* | output |
* | --- |
* | "Muslim meal" |
*
* @param {Editor_Meal_MomlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_moml = /** @type {((inputs?: Editor_Meal_MomlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_MomlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_moml(inputs)
	return en_editor_meal_moml(inputs)
});