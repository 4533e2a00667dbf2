/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_No_CouponInputs */

const en_ticket_no_coupon = /** @type {(inputs: Ticket_No_CouponInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No coupon on this ticket.`)
};

const fr_ticket_no_coupon = /** @type {(inputs: Ticket_No_CouponInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun coupon sur ce billet.`)
};

/**
* | output |
* | --- |
* | "No coupon on this ticket." |
*
* @param {Ticket_No_CouponInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_no_coupon = /** @type {((inputs?: Ticket_No_CouponInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_No_CouponInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_no_coupon(inputs)
	return en_ticket_no_coupon(inputs)
});