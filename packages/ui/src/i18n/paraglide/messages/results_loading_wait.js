/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Loading_WaitInputs */

const en_results_loading_wait = /** @type {(inputs: Results_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait while we search for the best flights`)
};

const fr_results_loading_wait = /** @type {(inputs: Results_Loading_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez patienter pendant la recherche des meilleurs vols`)
};

/**
* | output |
* | --- |
* | "Please wait while we search for the best flights" |
*
* @param {Results_Loading_WaitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_loading_wait = /** @type {((inputs?: Results_Loading_WaitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Loading_WaitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_loading_wait(inputs)
	return en_results_loading_wait(inputs)
});