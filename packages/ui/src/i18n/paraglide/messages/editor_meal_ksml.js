/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_KsmlInputs */

const en_editor_meal_ksml = /** @type {(inputs: Editor_Meal_KsmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kosher meal`)
};

const fr_editor_meal_ksml = /** @type {(inputs: Editor_Meal_KsmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas casher`)
};

/**
* | output |
* | --- |
* | "Kosher meal" |
*
* @param {Editor_Meal_KsmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_ksml = /** @type {((inputs?: Editor_Meal_KsmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_KsmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_ksml(inputs)
	return en_editor_meal_ksml(inputs)
});