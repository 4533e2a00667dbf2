/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Payment_MethodInputs */

const en_lowcost_payment_method = /** @type {(inputs: Lowcost_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment method`)
};

const fr_lowcost_payment_method = /** @type {(inputs: Lowcost_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyen de paiement`)
};

/**
* | output |
* | --- |
* | "Payment method" |
*
* @param {Lowcost_Payment_MethodInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_payment_method = /** @type {((inputs?: Lowcost_Payment_MethodInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Payment_MethodInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_payment_method(inputs)
	return en_lowcost_payment_method(inputs)
});