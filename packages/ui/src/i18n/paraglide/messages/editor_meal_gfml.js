/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_GfmlInputs */

const en_editor_meal_gfml = /** @type {(inputs: Editor_Meal_GfmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gluten-intolerant meal`)
};

const fr_editor_meal_gfml = /** @type {(inputs: Editor_Meal_GfmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas sans gluten`)
};

/**
* | output |
* | --- |
* | "Gluten-intolerant meal" |
*
* @param {Editor_Meal_GfmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_gfml = /** @type {((inputs?: Editor_Meal_GfmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_GfmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_gfml(inputs)
	return en_editor_meal_gfml(inputs)
});