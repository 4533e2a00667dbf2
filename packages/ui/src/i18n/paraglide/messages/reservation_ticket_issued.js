/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_Ticket_IssuedInputs */

const en_reservation_ticket_issued = /** @type {(inputs: Reservation_Ticket_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`issued`)
};

const fr_reservation_ticket_issued = /** @type {(inputs: Reservation_Ticket_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`émis le`)
};

/**
* | output |
* | --- |
* | "issued" |
*
* @param {Reservation_Ticket_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_issued = /** @type {((inputs?: Reservation_Ticket_IssuedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Ticket_IssuedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_ticket_issued(inputs)
	return en_reservation_ticket_issued(inputs)
});