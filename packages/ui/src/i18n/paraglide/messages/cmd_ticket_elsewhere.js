/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cmd_Ticket_ElsewhereInputs */

const en_cmd_ticket_elsewhere = /** @type {(inputs: Cmd_Ticket_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TTP issues the tickets of the reservation shown: this page has no "Issue tickets" to run.`)
};

const fr_cmd_ticket_elsewhere = /** @type {(inputs: Cmd_Ticket_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TTP émet les billets de la réservation affichée : cette page n'a pas d'« Émettre les billets ».`)
};

/**
* | output |
* | --- |
* | "TTP issues the tickets of the reservation shown: this page has no \"Issue tickets\" to run." |
*
* @param {Cmd_Ticket_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_ticket_elsewhere = /** @type {((inputs?: Cmd_Ticket_ElsewhereInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Ticket_ElsewhereInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_ticket_elsewhere(inputs)
	return en_cmd_ticket_elsewhere(inputs)
});