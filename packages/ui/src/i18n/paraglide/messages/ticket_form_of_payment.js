/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ticket_Form_Of_PaymentInputs */

const en_ticket_form_of_payment = /** @type {(inputs: Ticket_Form_Of_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Form of payment`)
};

const fr_ticket_form_of_payment = /** @type {(inputs: Ticket_Form_Of_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement`)
};

/**
* | output |
* | --- |
* | "Form of payment" |
*
* @param {Ticket_Form_Of_PaymentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ticket_form_of_payment = /** @type {((inputs?: Ticket_Form_Of_PaymentInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Form_Of_PaymentInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ticket_form_of_payment(inputs)
	return en_ticket_form_of_payment(inputs)
});