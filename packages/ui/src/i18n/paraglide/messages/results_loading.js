/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_LoadingInputs */

const en_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading flight offers...`)
};

const fr_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des offres de vols…`)
};

/**
* | output |
* | --- |
* | "Loading flight offers..." |
*
* @param {Results_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_loading = /** @type {((inputs?: Results_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_loading(inputs)
	return en_results_loading(inputs)
});