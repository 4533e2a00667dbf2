/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Do_TicketInputs */

const en_cmd_do_ticket = /** @type {(inputs: Cmd_Do_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issue the tickets of this reservation`)
};

const fr_cmd_do_ticket = /** @type {(inputs: Cmd_Do_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émettre les billets de cette réservation`)
};

/**
* | output |
* | --- |
* | "Issue the tickets of this reservation" |
*
* @param {Cmd_Do_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_do_ticket = /** @type {((inputs?: Cmd_Do_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Do_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_do_ticket(inputs)
	return en_cmd_do_ticket(inputs)
});