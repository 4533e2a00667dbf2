/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Lowcost_ResultsInputs */

const en_page_title_lowcost_results = /** @type {(inputs: Page_Title_Lowcost_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: results`)
};

const fr_page_title_lowcost_results = /** @type {(inputs: Page_Title_Lowcost_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : résultats`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: results" |
*
* @param {Page_Title_Lowcost_ResultsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_results = /** @type {((inputs?: Page_Title_Lowcost_ResultsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Lowcost_ResultsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_lowcost_results(inputs)
	return en_page_title_lowcost_results(inputs)
});