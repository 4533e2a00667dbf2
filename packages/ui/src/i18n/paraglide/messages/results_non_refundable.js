/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Non_RefundableInputs */

const en_results_non_refundable = /** @type {(inputs: Results_Non_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non-refundable`)
};

const fr_results_non_refundable = /** @type {(inputs: Results_Non_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non remboursable`)
};

/**
* | output |
* | --- |
* | "Non-refundable" |
*
* @param {Results_Non_RefundableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_non_refundable = /** @type {((inputs?: Results_Non_RefundableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Non_RefundableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_non_refundable(inputs)
	return en_results_non_refundable(inputs)
});