/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Help_TicketInputs */

const en_cmd_help_ticket = /** @type {(inputs: Cmd_Help_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issue the tickets of the reservation shown`)
};

const fr_cmd_help_ticket = /** @type {(inputs: Cmd_Help_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émettre les billets de la réservation affichée`)
};

/**
* | output |
* | --- |
* | "Issue the tickets of the reservation shown" |
*
* @param {Cmd_Help_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_help_ticket = /** @type {((inputs?: Cmd_Help_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Help_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_help_ticket(inputs)
	return en_cmd_help_ticket(inputs)
});