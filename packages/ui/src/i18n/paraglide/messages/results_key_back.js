/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_BackInputs */

const en_results_key_back = /** @type {(inputs: Results_Key_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back from the fares to the offer`)
};

const fr_results_key_back = /** @type {(inputs: Results_Key_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour des tarifs à l'offre`)
};

/**
* | output |
* | --- |
* | "Back from the fares to the offer" |
*
* @param {Results_Key_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_back = /** @type {((inputs?: Results_Key_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_back(inputs)
	return en_results_key_back(inputs)
});