/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Title_OnewayInputs */

const en_results_title_oneway = /** @type {(inputs: Results_Title_OnewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-way flights`)
};

const fr_results_title_oneway = /** @type {(inputs: Results_Title_OnewayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols aller simple`)
};

/**
* | output |
* | --- |
* | "One-way flights" |
*
* @param {Results_Title_OnewayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_title_oneway = /** @type {((inputs?: Results_Title_OnewayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Title_OnewayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_title_oneway(inputs)
	return en_results_title_oneway(inputs)
});