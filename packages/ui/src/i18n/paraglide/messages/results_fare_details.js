/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Fare_DetailsInputs */

const en_results_fare_details = /** @type {(inputs: Results_Fare_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fare details`)
};

const fr_results_fare_details = /** @type {(inputs: Results_Fare_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détail du tarif`)
};

/**
* | output |
* | --- |
* | "Fare details" |
*
* @param {Results_Fare_DetailsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_fare_details = /** @type {((inputs?: Results_Fare_DetailsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Fare_DetailsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_fare_details(inputs)
	return en_results_fare_details(inputs)
});