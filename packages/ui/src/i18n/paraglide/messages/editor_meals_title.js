/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_TitleInputs */

const en_editor_meals_title = /** @type {(inputs: Editor_Meals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meals`)
};

const fr_editor_meals_title = /** @type {(inputs: Editor_Meals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repas`)
};

/**
* | output |
* | --- |
* | "Meals" |
*
* @param {Editor_Meals_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_title = /** @type {((inputs?: Editor_Meals_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_title(inputs)
	return en_editor_meals_title(inputs)
});