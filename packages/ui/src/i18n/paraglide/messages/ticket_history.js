/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_HistoryInputs */

const en_ticket_history = /** @type {(inputs: Ticket_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

const fr_ticket_history = /** @type {(inputs: Ticket_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique`)
};

/**
* | output |
* | --- |
* | "History" |
*
* @param {Ticket_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_history = /** @type {((inputs?: Ticket_HistoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_HistoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_history(inputs)
	return en_ticket_history(inputs)
});