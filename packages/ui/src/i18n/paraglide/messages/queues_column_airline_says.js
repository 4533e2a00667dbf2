/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_Airline_SaysInputs */

const en_queues_column_airline_says = /** @type {(inputs: Queues_Column_Airline_SaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airline says`)
};

const fr_queues_column_airline_says = /** @type {(inputs: Queues_Column_Airline_SaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse de la compagnie`)
};

/**
* | output |
* | --- |
* | "Airline says" |
*
* @param {Queues_Column_Airline_SaysInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_airline_says = /** @type {((inputs?: Queues_Column_Airline_SaysInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_Airline_SaysInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_airline_says(inputs)
	return en_queues_column_airline_says(inputs)
});