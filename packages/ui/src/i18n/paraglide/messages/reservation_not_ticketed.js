/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reservation_Not_TicketedInputs */

const en_reservation_not_ticketed = /** @type {(inputs: Reservation_Not_TicketedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not ticketed yet.`)
};

const fr_reservation_not_ticketed = /** @type {(inputs: Reservation_Not_TicketedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun billet émis pour l'instant.`)
};

/**
* | output |
* | --- |
* | "Not ticketed yet." |
*
* @param {Reservation_Not_TicketedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_not_ticketed = /** @type {((inputs?: Reservation_Not_TicketedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Not_TicketedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_not_ticketed(inputs)
	return en_reservation_not_ticketed(inputs)
});