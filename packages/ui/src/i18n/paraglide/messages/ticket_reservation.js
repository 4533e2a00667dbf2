/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Ticket_ReservationInputs */

const en_ticket_reservation = /** @type {(inputs: Ticket_ReservationInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "GDS") return /** @type {LocalizedString} */ (`Reservation (PNR)`);
	return /** @type {LocalizedString} */ (`Order`)
	
};

const fr_ticket_reservation = /** @type {(inputs: Ticket_ReservationInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "GDS") return /** @type {LocalizedString} */ (`Réservation (PNR)`);
	return /** @type {LocalizedString} */ (`Commande`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "GDS" | "Reservation (PNR)" |
* | * | "Order" |
*
* @param {Ticket_ReservationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_reservation = /** @type {((inputs: Ticket_ReservationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_ReservationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_reservation(inputs)
	return en_ticket_reservation(inputs)
});