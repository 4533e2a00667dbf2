/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Results_Fare_Details_OfInputs */

const en_results_fare_details_of = /** @type {(inputs: Results_Fare_Details_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} fare details`)
};

const fr_results_fare_details_of = /** @type {(inputs: Results_Fare_Details_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Détail du tarif ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} fare details" |
*
* @param {Results_Fare_Details_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_fare_details_of = /** @type {((inputs: Results_Fare_Details_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Fare_Details_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_fare_details_of(inputs)
	return en_results_fare_details_of(inputs)
});