/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_ExchangeInputs */

const en_ticket_exchange = /** @type {(inputs: Ticket_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange ticket`)
};

const fr_ticket_exchange = /** @type {(inputs: Ticket_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échanger le billet`)
};

/**
* | output |
* | --- |
* | "Exchange ticket" |
*
* @param {Ticket_ExchangeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_exchange = /** @type {((inputs?: Ticket_ExchangeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_ExchangeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_exchange(inputs)
	return en_ticket_exchange(inputs)
});