/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_FaresInputs */

const en_results_key_fares = /** @type {(inputs: Results_Key_FaresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fares of the offer in focus`)
};

const fr_results_key_fares = /** @type {(inputs: Results_Key_FaresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifs de l'offre sélectionnée`)
};

/**
* | output |
* | --- |
* | "Fares of the offer in focus" |
*
* @param {Results_Key_FaresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_fares = /** @type {((inputs?: Results_Key_FaresInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_FaresInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_fares(inputs)
	return en_results_key_fares(inputs)
});