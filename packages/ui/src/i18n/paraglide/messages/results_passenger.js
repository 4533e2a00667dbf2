/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_PassengerInputs */

const en_results_passenger = /** @type {(inputs: Results_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger`)
};

const fr_results_passenger = /** @type {(inputs: Results_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager`)
};

/**
* | output |
* | --- |
* | "Passenger" |
*
* @param {Results_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_passenger = /** @type {((inputs?: Results_PassengerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_PassengerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_passenger(inputs)
	return en_results_passenger(inputs)
});