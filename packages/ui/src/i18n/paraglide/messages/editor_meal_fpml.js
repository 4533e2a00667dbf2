/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_FpmlInputs */

const en_editor_meal_fpml = /** @type {(inputs: Editor_Meal_FpmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fruit platter`)
};

const fr_editor_meal_fpml = /** @type {(inputs: Editor_Meal_FpmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assiette de fruits`)
};

/**
* | output |
* | --- |
* | "Fruit platter" |
*
* @param {Editor_Meal_FpmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_fpml = /** @type {((inputs?: Editor_Meal_FpmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_FpmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_fpml(inputs)
	return en_editor_meal_fpml(inputs)
});