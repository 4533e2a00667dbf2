/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_LedgerInputs */

const en_balance_ledger = /** @type {(inputs: Balance_LedgerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ledger`)
};

const fr_balance_ledger = /** @type {(inputs: Balance_LedgerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grand livre`)
};

/**
* | output |
* | --- |
* | "Ledger" |
*
* @param {Balance_LedgerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_ledger = /** @type {((inputs?: Balance_LedgerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_LedgerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_ledger(inputs)
	return en_balance_ledger(inputs)
});