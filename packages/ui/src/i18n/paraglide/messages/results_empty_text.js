/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Empty_TextInputs */

const en_results_empty_text = /** @type {(inputs: Results_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No offer matches this search. Try other dates, nearby airports or fewer options.`)
};

const fr_results_empty_text = /** @type {(inputs: Results_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune offre ne correspond à cette recherche. Essayez d'autres dates, des aéroports proches ou moins d'options.`)
};

/**
* | output |
* | --- |
* | "No offer matches this search. Try other dates, nearby airports or fewer options." |
*
* @param {Results_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_empty_text = /** @type {((inputs?: Results_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_empty_text(inputs)
	return en_results_empty_text(inputs)
});