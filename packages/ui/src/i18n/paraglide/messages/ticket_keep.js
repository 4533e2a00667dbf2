/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_KeepInputs */

const en_ticket_keep = /** @type {(inputs: Ticket_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep ticket`)
};

const fr_ticket_keep = /** @type {(inputs: Ticket_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder le billet`)
};

/**
* | output |
* | --- |
* | "Keep ticket" |
*
* @param {Ticket_KeepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_keep = /** @type {((inputs?: Ticket_KeepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_KeepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_keep(inputs)
	return en_ticket_keep(inputs)
});