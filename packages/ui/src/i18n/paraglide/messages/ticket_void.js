/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_VoidInputs */

const en_ticket_void = /** @type {(inputs: Ticket_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Void ticket`)
};

const fr_ticket_void = /** @type {(inputs: Ticket_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le billet (void)`)
};

/**
* | output |
* | --- |
* | "Void ticket" |
*
* @param {Ticket_VoidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void = /** @type {((inputs?: Ticket_VoidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_VoidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_void(inputs)
	return en_ticket_void(inputs)
});