/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_RefundableInputs */

const en_results_refundable = /** @type {(inputs: Results_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refundable`)
};

const fr_results_refundable = /** @type {(inputs: Results_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursable`)
};

/**
* | output |
* | --- |
* | "Refundable" |
*
* @param {Results_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_refundable = /** @type {((inputs?: Results_RefundableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_RefundableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_refundable(inputs)
	return en_results_refundable(inputs)
});