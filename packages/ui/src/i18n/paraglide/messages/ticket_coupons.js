/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_CouponsInputs */

const en_ticket_coupons = /** @type {(inputs: Ticket_CouponsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coupons`)
};

const fr_ticket_coupons = /** @type {(inputs: Ticket_CouponsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coupons`)
};

/**
* | output |
* | --- |
* | "Coupons" |
*
* @param {Ticket_CouponsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_coupons = /** @type {((inputs?: Ticket_CouponsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_CouponsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_coupons(inputs)
	return en_ticket_coupons(inputs)
});