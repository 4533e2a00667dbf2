/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_PassengerInputs */

const en_ticket_passenger = /** @type {(inputs: Ticket_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passenger`)
};

const fr_ticket_passenger = /** @type {(inputs: Ticket_PassengerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passager`)
};

/**
* | output |
* | --- |
* | "Passenger" |
*
* @param {Ticket_PassengerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_passenger = /** @type {((inputs?: Ticket_PassengerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_PassengerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_passenger(inputs)
	return en_ticket_passenger(inputs)
});