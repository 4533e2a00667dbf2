/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_TaxesInputs */

const en_results_taxes = /** @type {(inputs: Results_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes`)
};

const fr_results_taxes = /** @type {(inputs: Results_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes`)
};

/**
* | output |
* | --- |
* | "Taxes" |
*
* @param {Results_TaxesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_taxes = /** @type {((inputs?: Results_TaxesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_TaxesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_taxes(inputs)
	return en_results_taxes(inputs)
});