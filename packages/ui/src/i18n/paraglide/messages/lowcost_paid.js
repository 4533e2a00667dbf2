/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Lowcost_PaidInputs */

const en_lowcost_paid = /** @type {(inputs: Lowcost_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid from the balance: ${i?.amount}.`)
};

const fr_lowcost_paid = /** @type {(inputs: Lowcost_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payée sur le solde : ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "Paid from the balance: {amount}." |
*
* @param {Lowcost_PaidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_paid = /** @type {((inputs: Lowcost_PaidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_PaidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_paid(inputs)
	return en_lowcost_paid(inputs)
});