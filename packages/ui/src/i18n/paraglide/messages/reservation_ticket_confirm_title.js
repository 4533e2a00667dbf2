/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ locator: NonNullable<unknown> }} Reservation_Ticket_Confirm_TitleInputs */

const en_reservation_ticket_confirm_title = /** @type {(inputs: Reservation_Ticket_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Issue tickets for ${i?.locator}`)
};

const fr_reservation_ticket_confirm_title = /** @type {(inputs: Reservation_Ticket_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Émettre les billets de ${i?.locator}`)
};

/**
* | output |
* | --- |
* | "Issue tickets for {locator}" |
*
* @param {Reservation_Ticket_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const reservation_ticket_confirm_title = /** @type {((inputs: Reservation_Ticket_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reservation_Ticket_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_reservation_ticket_confirm_title(inputs)
	return en_reservation_ticket_confirm_title(inputs)
});