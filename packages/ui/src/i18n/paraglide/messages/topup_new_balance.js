/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_New_BalanceInputs */

const en_topup_new_balance = /** @type {(inputs: Topup_New_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New balance`)
};

const fr_topup_new_balance = /** @type {(inputs: Topup_New_BalanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau solde`)
};

/**
* | output |
* | --- |
* | "New balance" |
*
* @param {Topup_New_BalanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_new_balance = /** @type {((inputs?: Topup_New_BalanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_New_BalanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_new_balance(inputs)
	return en_topup_new_balance(inputs)
});