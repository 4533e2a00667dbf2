/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Ticket_IssuedInputs */

const en_home_ticket_issued = /** @type {(inputs: Home_Ticket_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`issued`)
};

const fr_home_ticket_issued = /** @type {(inputs: Home_Ticket_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`émis le`)
};

/**
* | output |
* | --- |
* | "issued" |
*
* @param {Home_Ticket_IssuedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_ticket_issued = /** @type {((inputs?: Home_Ticket_IssuedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Ticket_IssuedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_ticket_issued(inputs)
	return en_home_ticket_issued(inputs)
});