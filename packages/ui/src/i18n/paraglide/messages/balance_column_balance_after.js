/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Column_Balance_AfterInputs */

const en_balance_column_balance_after = /** @type {(inputs: Balance_Column_Balance_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance after`)
};

const fr_balance_column_balance_after = /** @type {(inputs: Balance_Column_Balance_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solde après`)
};

/**
* | output |
* | --- |
* | "Balance after" |
*
* @param {Balance_Column_Balance_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_column_balance_after = /** @type {((inputs?: Balance_Column_Balance_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Column_Balance_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_column_balance_after(inputs)
	return en_balance_column_balance_after(inputs)
});