/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meal_NlmlInputs */

const en_editor_meal_nlml = /** @type {(inputs: Editor_Meal_NlmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non-lactose meal`)
};

const fr_editor_meal_nlml = /** @type {(inputs: Editor_Meal_NlmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas sans lactose`)
};

/**
* | output |
* | --- |
* | "Non-lactose meal" |
*
* @param {Editor_Meal_NlmlInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meal_nlml = /** @type {((inputs?: Editor_Meal_NlmlInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meal_NlmlInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meal_nlml(inputs)
	return en_editor_meal_nlml(inputs)
});