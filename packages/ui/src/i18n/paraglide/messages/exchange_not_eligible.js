/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Exchange_Not_EligibleInputs */

const en_exchange_not_eligible = /** @type {(inputs: Exchange_Not_EligibleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.number} cannot be exchanged:`)
};

const fr_exchange_not_eligible = /** @type {(inputs: Exchange_Not_EligibleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le billet ${i?.number} ne peut pas être échangé :`)
};

/**
* | output |
* | --- |
* | "Ticket {number} cannot be exchanged:" |
*
* @param {Exchange_Not_EligibleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_not_eligible = /** @type {((inputs: Exchange_Not_EligibleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_Not_EligibleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_not_eligible(inputs)
	return en_exchange_not_eligible(inputs)
});