/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Ledger_LoadingInputs */

const en_balance_ledger_loading = /** @type {(inputs: Balance_Ledger_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the ledger…`)
};

const fr_balance_ledger_loading = /** @type {(inputs: Balance_Ledger_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du grand livre…`)
};

/**
* | output |
* | --- |
* | "Loading the ledger…" |
*
* @param {Balance_Ledger_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_ledger_loading = /** @type {((inputs?: Balance_Ledger_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Ledger_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_ledger_loading(inputs)
	return en_balance_ledger_loading(inputs)
});