/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Balance_LoadingInputs */

const en_home_balance_loading = /** @type {(inputs: Home_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the balance…`)
};

const fr_home_balance_loading = /** @type {(inputs: Home_Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du solde…`)
};

/**
* | output |
* | --- |
* | "Loading the balance…" |
*
* @param {Home_Balance_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_balance_loading = /** @type {((inputs?: Home_Balance_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Balance_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_balance_loading(inputs)
	return en_home_balance_loading(inputs)
});