/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Cmd_Record_TicketInputs */

const en_cmd_record_ticket = /** @type {(inputs: Cmd_Record_TicketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.number}`)
};

const fr_cmd_record_ticket = /** @type {(inputs: Cmd_Record_TicketInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Cmd_Record_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const cmd_record_ticket = /** @type {((inputs: Cmd_Record_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cmd_Record_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cmd_record_ticket(inputs)
	return en_cmd_record_ticket(inputs)
});