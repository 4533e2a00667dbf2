/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Search_TitleInputs */

const en_lowcost_search_title = /** @type {(inputs: Lowcost_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search flights`)
};

const fr_lowcost_search_title = /** @type {(inputs: Lowcost_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des vols`)
};

/**
* | output |
* | --- |
* | "Search flights" |
*
* @param {Lowcost_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_search_title = /** @type {((inputs?: Lowcost_Search_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Search_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_search_title(inputs)
	return en_lowcost_search_title(inputs)
});