/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Exchange_EligibleInputs */

const en_exchange_eligible = /** @type {(inputs: Exchange_EligibleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.number} can be exchanged.`)
};

const fr_exchange_eligible = /** @type {(inputs: Exchange_EligibleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le billet ${i?.number} peut être échangé.`)
};

/**
* | output |
* | --- |
* | "Ticket {number} can be exchanged." |
*
* @param {Exchange_EligibleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const exchange_eligible = /** @type {((inputs: Exchange_EligibleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exchange_EligibleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_exchange_eligible(inputs)
	return en_exchange_eligible(inputs)
});