/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_TicketInputs */

const en_queues_column_ticket = /** @type {(inputs: Queues_Column_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket`)
};

const fr_queues_column_ticket = /** @type {(inputs: Queues_Column_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet`)
};

/**
* | output |
* | --- |
* | "Ticket" |
*
* @param {Queues_Column_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_ticket = /** @type {((inputs?: Queues_Column_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_ticket(inputs)
	return en_queues_column_ticket(inputs)
});