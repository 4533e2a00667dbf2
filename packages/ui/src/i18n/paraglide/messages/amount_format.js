/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amount_FormatInputs */

const en_amount_format = /** @type {(inputs: Amount_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write the amount in French format, e.g. 1 234,56`)
};

const fr_amount_format = /** @type {(inputs: Amount_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez le montant au format français, par ex. 1 234,56`)
};

/**
* | output |
* | --- |
* | "Write the amount in French format, e.g. 1 234,56" |
*
* @param {Amount_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_format = /** @type {((inputs?: Amount_FormatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amount_FormatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_amount_format(inputs)
	return en_amount_format(inputs)
});