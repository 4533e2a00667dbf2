/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_BbmlInputs */

const en_editor_meal_bbml = /** @type {(inputs: Editor_Meal_BbmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baby meal`)
};

const fr_editor_meal_bbml = /** @type {(inputs: Editor_Meal_BbmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas bébé`)
};

/**
* | output |
* | --- |
* | "Baby meal" |
*
* @param {Editor_Meal_BbmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_bbml = /** @type {((inputs?: Editor_Meal_BbmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_BbmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_bbml(inputs)
	return en_editor_meal_bbml(inputs)
});