/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Ledger_SearchInputs */

const en_balance_ledger_search = /** @type {(inputs: Balance_Ledger_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description or reference`)
};

const fr_balance_ledger_search = /** @type {(inputs: Balance_Ledger_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libellé ou référence`)
};

/**
* | output |
* | --- |
* | "Description or reference" |
*
* @param {Balance_Ledger_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_ledger_search = /** @type {((inputs?: Balance_Ledger_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Ledger_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_ledger_search(inputs)
	return en_balance_ledger_search(inputs)
});