/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_PayInputs */

const en_lowcost_pay = /** @type {(inputs: Lowcost_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay from balance`)
};

const fr_lowcost_pay = /** @type {(inputs: Lowcost_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer sur le solde`)
};

/**
* | output |
* | --- |
* | "Pay from balance" |
*
* @param {Lowcost_PayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_pay = /** @type {((inputs?: Lowcost_PayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_PayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_pay(inputs)
	return en_lowcost_pay(inputs)
});