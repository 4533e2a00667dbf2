/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_VlmlInputs */

const en_editor_meal_vlml = /** @type {(inputs: Editor_Meal_VlmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vegetarian lacto-ovo meal`)
};

const fr_editor_meal_vlml = /** @type {(inputs: Editor_Meal_VlmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas végétarien lacto-ovo`)
};

/**
* | output |
* | --- |
* | "Vegetarian lacto-ovo meal" |
*
* @param {Editor_Meal_VlmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_vlml = /** @type {((inputs?: Editor_Meal_VlmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_VlmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_vlml(inputs)
	return en_editor_meal_vlml(inputs)
});