/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Key_Previous_OfferInputs */

const en_results_key_previous_offer = /** @type {(inputs: Results_Key_Previous_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous offer`)
};

const fr_results_key_previous_offer = /** @type {(inputs: Results_Key_Previous_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre précédente`)
};

/**
* | output |
* | --- |
* | "Previous offer" |
*
* @param {Results_Key_Previous_OfferInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_key_previous_offer = /** @type {((inputs?: Results_Key_Previous_OfferInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Key_Previous_OfferInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_key_previous_offer(inputs)
	return en_results_key_previous_offer(inputs)
});