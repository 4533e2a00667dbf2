/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_Next_OfferInputs */

const en_results_key_next_offer = /** @type {(inputs: Results_Key_Next_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next offer`)
};

const fr_results_key_next_offer = /** @type {(inputs: Results_Key_Next_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre suivante`)
};

/**
* | output |
* | --- |
* | "Next offer" |
*
* @param {Results_Key_Next_OfferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_next_offer = /** @type {((inputs?: Results_Key_Next_OfferInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_Next_OfferInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_next_offer(inputs)
	return en_results_key_next_offer(inputs)
});