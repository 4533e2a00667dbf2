/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_FailedInputs */

const en_results_failed = /** @type {(inputs: Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The flight search failed.`)
};

const fr_results_failed = /** @type {(inputs: Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche de vols a échoué.`)
};

/**
* | output |
* | --- |
* | "The flight search failed." |
*
* @param {Results_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_failed = /** @type {((inputs?: Results_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_failed(inputs)
	return en_results_failed(inputs)
});