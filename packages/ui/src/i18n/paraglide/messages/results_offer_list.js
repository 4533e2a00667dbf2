/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Offer_ListInputs */

const en_results_offer_list = /** @type {(inputs: Results_Offer_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flight offers`)
};

const fr_results_offer_list = /** @type {(inputs: Results_Offer_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offres de vols`)
};

/**
* | output |
* | --- |
* | "Flight offers" |
*
* @param {Results_Offer_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_offer_list = /** @type {((inputs?: Results_Offer_ListInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Offer_ListInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_offer_list(inputs)
	return en_results_offer_list(inputs)
});