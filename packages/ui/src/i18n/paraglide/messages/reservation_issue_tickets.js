/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_Issue_TicketsInputs */

const en_reservation_issue_tickets = /** @type {(inputs: Reservation_Issue_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issue tickets`)
};

const fr_reservation_issue_tickets = /** @type {(inputs: Reservation_Issue_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émettre les billets`)
};

/**
* | output |
* | --- |
* | "Issue tickets" |
*
* @param {Reservation_Issue_TicketsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_issue_tickets = /** @type {((inputs?: Reservation_Issue_TicketsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Issue_TicketsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_issue_tickets(inputs)
	return en_reservation_issue_tickets(inputs)
});