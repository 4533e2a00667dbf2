/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Search_FormInputs */

const en_lowcost_search_form = /** @type {(inputs: Lowcost_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search low-cost flights`)
};

const fr_lowcost_search_form = /** @type {(inputs: Lowcost_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des vols low-cost`)
};

/**
* | output |
* | --- |
* | "Search low-cost flights" |
*
* @param {Lowcost_Search_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_search_form = /** @type {((inputs?: Lowcost_Search_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Search_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_search_form(inputs)
	return en_lowcost_search_form(inputs)
});