/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Results_TitleInputs */

const en_lowcost_results_title = /** @type {(inputs: Lowcost_Results_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost flights`)
};

const fr_lowcost_results_title = /** @type {(inputs: Lowcost_Results_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vols low-cost`)
};

/**
* | output |
* | --- |
* | "Low-cost flights" |
*
* @param {Lowcost_Results_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_results_title = /** @type {((inputs?: Lowcost_Results_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Results_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_results_title(inputs)
	return en_lowcost_results_title(inputs)
});