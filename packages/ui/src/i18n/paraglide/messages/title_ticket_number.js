/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Title_Ticket_NumberInputs */

const en_title_ticket_number = /** @type {(inputs: Title_Ticket_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.number}`)
};

const fr_title_ticket_number = /** @type {(inputs: Title_Ticket_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Title_Ticket_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_ticket_number = /** @type {((inputs: Title_Ticket_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_Ticket_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_ticket_number(inputs)
	return en_title_ticket_number(inputs)
});