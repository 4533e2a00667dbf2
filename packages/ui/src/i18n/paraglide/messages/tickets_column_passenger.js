/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Column_PassengerInputs */

const en_tickets_column_passenger = /** @type {(inputs: Tickets_Column_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger`)
};

const fr_tickets_column_passenger = /** @type {(inputs: Tickets_Column_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager`)
};

/**
* | output |
* | --- |
* | "Passenger" |
*
* @param {Tickets_Column_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_column_passenger = /** @type {((inputs?: Tickets_Column_PassengerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Column_PassengerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_tickets_column_passenger(inputs)
	return en_tickets_column_passenger(inputs)
});