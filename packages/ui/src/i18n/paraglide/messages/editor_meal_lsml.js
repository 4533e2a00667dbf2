/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_LsmlInputs */

const en_editor_meal_lsml = /** @type {(inputs: Editor_Meal_LsmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-salt meal`)
};

const fr_editor_meal_lsml = /** @type {(inputs: Editor_Meal_LsmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas pauvre en sel`)
};

/**
* | output |
* | --- |
* | "Low-salt meal" |
*
* @param {Editor_Meal_LsmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_lsml = /** @type {((inputs?: Editor_Meal_LsmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_LsmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_lsml(inputs)
	return en_editor_meal_lsml(inputs)
});