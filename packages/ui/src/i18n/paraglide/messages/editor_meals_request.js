/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_RequestInputs */

const en_editor_meals_request = /** @type {(inputs: Editor_Meals_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request meal`)
};

const fr_editor_meals_request = /** @type {(inputs: Editor_Meals_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander le repas`)
};

/**
* | output |
* | --- |
* | "Request meal" |
*
* @param {Editor_Meals_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_request = /** @type {((inputs?: Editor_Meals_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_request(inputs)
	return en_editor_meals_request(inputs)
});