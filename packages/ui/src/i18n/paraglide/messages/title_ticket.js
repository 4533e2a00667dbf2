/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_TicketInputs */

const en_title_ticket = /** @type {(inputs: Title_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket`)
};

const fr_title_ticket = /** @type {(inputs: Title_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billet`)
};

/**
* | output |
* | --- |
* | "Ticket" |
*
* @param {Title_TicketInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_ticket = /** @type {((inputs?: Title_TicketInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_TicketInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_ticket(inputs)
	return en_title_ticket(inputs)
});