/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_LfmlInputs */

const en_editor_meal_lfml = /** @type {(inputs: Editor_Meal_LfmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-fat meal`)
};

const fr_editor_meal_lfml = /** @type {(inputs: Editor_Meal_LfmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas pauvre en graisses`)
};

/**
* | output |
* | --- |
* | "Low-fat meal" |
*
* @param {Editor_Meal_LfmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_lfml = /** @type {((inputs?: Editor_Meal_LfmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_LfmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_lfml(inputs)
	return en_editor_meal_lfml(inputs)
});