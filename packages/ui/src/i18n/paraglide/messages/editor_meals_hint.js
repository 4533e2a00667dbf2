/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Editor_Meals_HintInputs */

const en_editor_meals_hint = /** @type {(inputs: Editor_Meals_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A traveler has one special meal: a new request replaces theirs when the workbench is committed.`)
};

const fr_editor_meals_hint = /** @type {(inputs: Editor_Meals_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un voyageur a un seul repas spécial : une nouvelle demande remplace le sien à la validation de l'espace de travail.`)
};

/**
* | output |
* | --- |
* | "A traveler has one special meal: a new request replaces theirs when the workbench is committed." |
*
* @param {Editor_Meals_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_meals_hint = /** @type {((inputs?: Editor_Meals_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Meals_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_meals_hint(inputs)
	return en_editor_meals_hint(inputs)
});