/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_Issued_OnInputs */

const en_ticket_issued_on = /** @type {(inputs: Ticket_Issued_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Issued on`)
};

const fr_ticket_issued_on = /** @type {(inputs: Ticket_Issued_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émis le`)
};

/**
* | output |
* | --- |
* | "Issued on" |
*
* @param {Ticket_Issued_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_issued_on = /** @type {((inputs?: Ticket_Issued_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Issued_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_issued_on(inputs)
	return en_ticket_issued_on(inputs)
});