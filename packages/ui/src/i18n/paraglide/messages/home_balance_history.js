/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Balance_HistoryInputs */

const en_home_balance_history = /** @type {(inputs: Home_Balance_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balance history`)
};

const fr_home_balance_history = /** @type {(inputs: Home_Balance_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique du solde`)
};

/**
* | output |
* | --- |
* | "Balance history" |
*
* @param {Home_Balance_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_balance_history = /** @type {((inputs?: Home_Balance_HistoryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Balance_HistoryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_balance_history(inputs)
	return en_home_balance_history(inputs)
});