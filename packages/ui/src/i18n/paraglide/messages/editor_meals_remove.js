/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown>, name: NonNullable<unknown> }} Editor_Meals_RemoveInputs */

const en_editor_meals_remove = /** @type {(inputs: Editor_Meals_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove meal ${i?.code} of ${i?.name}`)
};

const fr_editor_meals_remove = /** @type {(inputs: Editor_Meals_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le repas ${i?.code} (${i?.name})`)
};

/**
* | output |
* | --- |
* | "Remove meal {code} of {name}" |
*
* @param {Editor_Meals_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_remove = /** @type {((inputs: Editor_Meals_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_remove(inputs)
	return en_editor_meals_remove(inputs)
});