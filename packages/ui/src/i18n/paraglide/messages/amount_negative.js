/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amount_NegativeInputs */

const en_amount_negative = /** @type {(inputs: Amount_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount must be more than 0`)
};

const fr_amount_negative = /** @type {(inputs: Amount_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le montant doit être supérieur à 0`)
};

/**
* | output |
* | --- |
* | "The amount must be more than 0" |
*
* @param {Amount_NegativeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const amount_negative = /** @type {((inputs?: Amount_NegativeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amount_NegativeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_amount_negative(inputs)
	return en_amount_negative(inputs)
});