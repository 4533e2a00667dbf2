/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_SfmlInputs */

const en_editor_meal_sfml = /** @type {(inputs: Editor_Meal_SfmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seafood meal`)
};

const fr_editor_meal_sfml = /** @type {(inputs: Editor_Meal_SfmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas fruits de mer`)
};

/**
* | output |
* | --- |
* | "Seafood meal" |
*
* @param {Editor_Meal_SfmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_sfml = /** @type {((inputs?: Editor_Meal_SfmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_SfmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_sfml(inputs)
	return en_editor_meal_sfml(inputs)
});