/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_SurchargeInputs */

const en_results_surcharge = /** @type {(inputs: Results_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surcharge`)
};

const fr_results_surcharge = /** @type {(inputs: Results_SurchargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supplément`)
};

/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Results_SurchargeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_surcharge = /** @type {((inputs?: Results_SurchargeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_SurchargeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_surcharge(inputs)
	return en_results_surcharge(inputs)
});