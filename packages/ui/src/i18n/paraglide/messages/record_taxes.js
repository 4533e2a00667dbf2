/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_TaxesInputs */

const en_record_taxes = /** @type {(inputs: Record_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes`)
};

const fr_record_taxes = /** @type {(inputs: Record_TaxesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxes`)
};

/**
* | output |
* | --- |
* | "Taxes" |
*
* @param {Record_TaxesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_taxes = /** @type {((inputs?: Record_TaxesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_TaxesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_taxes(inputs)
	return en_record_taxes(inputs)
});