/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_No_HistoryInputs */

const en_ticket_no_history = /** @type {(inputs: Ticket_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has happened to this ticket yet.`)
};

const fr_ticket_no_history = /** @type {(inputs: Ticket_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n'est encore arrivé à ce billet.`)
};

/**
* | output |
* | --- |
* | "Nothing has happened to this ticket yet." |
*
* @param {Ticket_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_no_history = /** @type {((inputs?: Ticket_No_HistoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_No_HistoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_no_history(inputs)
	return en_ticket_no_history(inputs)
});