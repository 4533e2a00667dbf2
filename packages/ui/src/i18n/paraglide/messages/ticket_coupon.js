/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Ticket_CouponInputs */

const en_ticket_coupon = /** @type {(inputs: Ticket_CouponInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.number}`)
};

const fr_ticket_coupon = /** @type {(inputs: Ticket_CouponInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coupon ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Coupon {number}" |
*
* @param {Ticket_CouponInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_coupon = /** @type {((inputs: Ticket_CouponInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_CouponInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_coupon(inputs)
	return en_ticket_coupon(inputs)
});