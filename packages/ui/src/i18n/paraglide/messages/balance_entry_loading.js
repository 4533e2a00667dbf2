/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Entry_LoadingInputs */

const en_balance_entry_loading = /** @type {(inputs: Balance_Entry_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the entry…`)
};

const fr_balance_entry_loading = /** @type {(inputs: Balance_Entry_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'écriture…`)
};

/**
* | output |
* | --- |
* | "Loading the entry…" |
*
* @param {Balance_Entry_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_entry_loading = /** @type {((inputs?: Balance_Entry_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Entry_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_entry_loading(inputs)
	return en_balance_entry_loading(inputs)
});