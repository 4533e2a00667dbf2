/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ traveler: NonNullable<unknown>, route: NonNullable<unknown> }} Ticket_Void_Confirm_DescriptionInputs */

const en_ticket_void_confirm_description = /** @type {(inputs: Ticket_Void_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.traveler}, ${i?.route}. The coupons are cancelled and the ticket's amount is refunded to the agency balance. This cannot be undone.`)
};

const fr_ticket_void_confirm_description = /** @type {(inputs: Ticket_Void_Confirm_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.traveler}, ${i?.route}. Les coupons sont annulés et le montant du billet est remboursé sur le solde de l'agence. C'est définitif.`)
};

/**
* | output |
* | --- |
* | "{traveler}, {route}. The coupons are cancelled and the ticket's amount is refunded to the agency balance. This cannot be undone." |
*
* @param {Ticket_Void_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_void_confirm_description = /** @type {((inputs: Ticket_Void_Confirm_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Void_Confirm_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_void_confirm_description(inputs)
	return en_ticket_void_confirm_description(inputs)
});