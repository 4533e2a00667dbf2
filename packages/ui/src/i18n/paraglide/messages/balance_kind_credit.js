/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Kind_CreditInputs */

const en_balance_kind_credit = /** @type {(inputs: Balance_Kind_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top-up`)
};

const fr_balance_kind_credit = /** @type {(inputs: Balance_Kind_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechargement`)
};

/**
* | output |
* | --- |
* | "Top-up" |
*
* @param {Balance_Kind_CreditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_credit = /** @type {((inputs?: Balance_Kind_CreditInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Kind_CreditInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_kind_credit(inputs)
	return en_balance_kind_credit(inputs)
});