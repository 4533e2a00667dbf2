/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_Ticket_BeforeInputs */

const en_reservation_ticket_before = /** @type {(inputs: Reservation_Ticket_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket before`)
};

const fr_reservation_ticket_before = /** @type {(inputs: Reservation_Ticket_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À émettre avant le`)
};

/**
* | output |
* | --- |
* | "Ticket before" |
*
* @param {Reservation_Ticket_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_before = /** @type {((inputs?: Reservation_Ticket_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Ticket_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_ticket_before(inputs)
	return en_reservation_ticket_before(inputs)
});