/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Lowcost_SupportInputs */

const en_page_title_lowcost_support = /** @type {(inputs: Page_Title_Lowcost_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: support`)
};

const fr_page_title_lowcost_support = /** @type {(inputs: Page_Title_Lowcost_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : assistance`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: support" |
*
* @param {Page_Title_Lowcost_SupportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_support = /** @type {((inputs?: Page_Title_Lowcost_SupportInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Lowcost_SupportInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_lowcost_support(inputs)
	return en_page_title_lowcost_support(inputs)
});