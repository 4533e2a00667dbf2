/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_DbmlInputs */

const en_editor_meal_dbml = /** @type {(inputs: Editor_Meal_DbmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diabetic meal`)
};

const fr_editor_meal_dbml = /** @type {(inputs: Editor_Meal_DbmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas diabétique`)
};

/**
* | output |
* | --- |
* | "Diabetic meal" |
*
* @param {Editor_Meal_DbmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_dbml = /** @type {((inputs?: Editor_Meal_DbmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_DbmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_dbml(inputs)
	return en_editor_meal_dbml(inputs)
});