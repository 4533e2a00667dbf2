/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_Column_Ticket_BeforeInputs */

const en_queues_column_ticket_before = /** @type {(inputs: Queues_Column_Ticket_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket before`)
};

const fr_queues_column_ticket_before = /** @type {(inputs: Queues_Column_Ticket_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émettre avant`)
};

/**
* | output |
* | --- |
* | "Ticket before" |
*
* @param {Queues_Column_Ticket_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_column_ticket_before = /** @type {((inputs?: Queues_Column_Ticket_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Column_Ticket_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_column_ticket_before(inputs)
	return en_queues_column_ticket_before(inputs)
});