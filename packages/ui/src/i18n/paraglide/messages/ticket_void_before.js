/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_Void_BeforeInputs */

const en_ticket_void_before = /** @type {(inputs: Ticket_Void_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Void before`)
};

const fr_ticket_void_before = /** @type {(inputs: Ticket_Void_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulable (void) jusqu'au`)
};

/**
* | output |
* | --- |
* | "Void before" |
*
* @param {Ticket_Void_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void_before = /** @type {((inputs?: Ticket_Void_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Void_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_void_before(inputs)
	return en_ticket_void_before(inputs)
});