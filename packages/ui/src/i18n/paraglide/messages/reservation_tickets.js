/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_TicketsInputs */

const en_reservation_tickets = /** @type {(inputs: Reservation_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

const fr_reservation_tickets = /** @type {(inputs: Reservation_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billets`)
};

/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Reservation_TicketsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_tickets = /** @type {((inputs?: Reservation_TicketsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_TicketsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_tickets(inputs)
	return en_reservation_tickets(inputs)
});