/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_FromInputs */

const en_balance_from = /** @type {(inputs: Balance_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const fr_balance_from = /** @type {(inputs: Balance_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Balance_FromInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_from = /** @type {((inputs?: Balance_FromInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_FromInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_from(inputs)
	return en_balance_from(inputs)
});