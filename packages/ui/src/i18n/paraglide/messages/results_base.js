/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_BaseInputs */

const en_results_base = /** @type {(inputs: Results_BaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base`)
};

const fr_results_base = /** @type {(inputs: Results_BaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif de base`)
};

/**
* | output |
* | --- |
* | "Base" |
*
* @param {Results_BaseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_base = /** @type {((inputs?: Results_BaseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_BaseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_base(inputs)
	return en_results_base(inputs)
});