/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Column_NumberInputs */

const en_tickets_column_number = /** @type {(inputs: Tickets_Column_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket number`)
};

const fr_tickets_column_number = /** @type {(inputs: Tickets_Column_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N° de billet`)
};

/**
* | output |
* | --- |
* | "Ticket number" |
*
* @param {Tickets_Column_NumberInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const tickets_column_number = /** @type {((inputs?: Tickets_Column_NumberInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Column_NumberInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_tickets_column_number(inputs)
	return en_tickets_column_number(inputs)
});