/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Balance_Entity_LoadingInputs */

const en_balance_entity_loading = /** @type {(inputs: Balance_Entity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the balance…`)
};

const fr_balance_entity_loading = /** @type {(inputs: Balance_Entity_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du solde…`)
};

/**
* | output |
* | --- |
* | "Loading the balance…" |
*
* @param {Balance_Entity_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const balance_entity_loading = /** @type {((inputs?: Balance_Entity_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Balance_Entity_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_balance_entity_loading(inputs)
	return en_balance_entity_loading(inputs)
});