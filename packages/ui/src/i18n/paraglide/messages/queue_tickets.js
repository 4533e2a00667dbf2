/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queue_TicketsInputs */

const en_queue_tickets = /** @type {(inputs: Queue_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending and failed tickets`)
};

const fr_queue_tickets = /** @type {(inputs: Queue_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billets en attente et en échec`)
};

/**
* | output |
* | --- |
* | "Pending and failed tickets" |
*
* @param {Queue_TicketsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queue_tickets = /** @type {((inputs?: Queue_TicketsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queue_TicketsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queue_tickets(inputs)
	return en_queue_tickets(inputs)
});