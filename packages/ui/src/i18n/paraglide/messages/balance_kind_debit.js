/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Kind_DebitInputs */

const en_balance_kind_debit = /** @type {(inputs: Balance_Kind_DebitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debit`)
};

const fr_balance_kind_debit = /** @type {(inputs: Balance_Kind_DebitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débit`)
};

/**
* | output |
* | --- |
* | "Debit" |
*
* @param {Balance_Kind_DebitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_kind_debit = /** @type {((inputs?: Balance_Kind_DebitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Kind_DebitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_kind_debit(inputs)
	return en_balance_kind_debit(inputs)
});