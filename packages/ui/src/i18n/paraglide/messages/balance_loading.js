/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_LoadingInputs */

const en_balance_loading = /** @type {(inputs: Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading balances…`)
};

const fr_balance_loading = /** @type {(inputs: Balance_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des soldes…`)
};

/**
* | output |
* | --- |
* | "Loading balances…" |
*
* @param {Balance_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_loading = /** @type {((inputs?: Balance_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_loading(inputs)
	return en_balance_loading(inputs)
});