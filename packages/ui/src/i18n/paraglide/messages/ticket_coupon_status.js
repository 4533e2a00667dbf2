/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Ticket_Coupon_StatusInputs */

const en_ticket_coupon_status = /** @type {(inputs: Ticket_Coupon_StatusInputs) => LocalizedString} */ (i) => {
	if (i?.status === "open") return /** @type {LocalizedString} */ (`Open`);
	if (i?.status === "used") return /** @type {LocalizedString} */ (`Used`);
	if (i?.status === "void") return /** @type {LocalizedString} */ (`Void`);
	if (i?.status === "exchanged") return /** @type {LocalizedString} */ (`Exchanged`);
	return /** @type {LocalizedString} */ (`Refunded`)
	
};

const fr_ticket_coupon_status = /** @type {(inputs: Ticket_Coupon_StatusInputs) => LocalizedString} */ (i) => {
	if (i?.status === "open") return /** @type {LocalizedString} */ (`Ouvert`);
	if (i?.status === "used") return /** @type {LocalizedString} */ (`Utilisé`);
	if (i?.status === "void") return /** @type {LocalizedString} */ (`Annulé (void)`);
	if (i?.status === "exchanged") return /** @type {LocalizedString} */ (`Échangé`);
	return /** @type {LocalizedString} */ (`Remboursé`)
	
};

/**
* | status | output |
* | --- | --- |
* | "open" | "Open" |
* | "used" | "Used" |
* | "void" | "Void" |
* | "exchanged" | "Exchanged" |
* | * | "Refunded" |
*
* @param {Ticket_Coupon_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_coupon_status = /** @type {((inputs: Ticket_Coupon_StatusInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Coupon_StatusInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_coupon_status(inputs)
	return en_ticket_coupon_status(inputs)
});