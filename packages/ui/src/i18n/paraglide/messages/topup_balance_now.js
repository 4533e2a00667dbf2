/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Topup_Balance_NowInputs */

const en_topup_balance_now = /** @type {(inputs: Topup_Balance_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance now`)
};

const fr_topup_balance_now = /** @type {(inputs: Topup_Balance_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solde actuel`)
};

/**
* | output |
* | --- |
* | "Balance now" |
*
* @param {Topup_Balance_NowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const topup_balance_now = /** @type {((inputs?: Topup_Balance_NowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Topup_Balance_NowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_topup_balance_now(inputs)
	return en_topup_balance_now(inputs)
});