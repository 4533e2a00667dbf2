/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_EmptyInputs */

const en_editor_meals_empty = /** @type {(inputs: Editor_Meals_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No special meal requested.`)
};

const fr_editor_meals_empty = /** @type {(inputs: Editor_Meals_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun repas spécial demandé.`)
};

/**
* | output |
* | --- |
* | "No special meal requested." |
*
* @param {Editor_Meals_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_empty = /** @type {((inputs?: Editor_Meals_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_empty(inputs)
	return en_editor_meals_empty(inputs)
});