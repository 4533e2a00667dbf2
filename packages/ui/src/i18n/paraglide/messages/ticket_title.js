/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Ticket_TitleInputs */

const en_ticket_title = /** @type {(inputs: Ticket_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.number}`)
};

const fr_ticket_title = /** @type {(inputs: Ticket_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Billet ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Ticket {number}" |
*
* @param {Ticket_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_title = /** @type {((inputs: Ticket_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_title(inputs)
	return en_ticket_title(inputs)
});