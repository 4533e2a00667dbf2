/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Lowcost_HoldsInputs */

const en_page_title_lowcost_holds = /** @type {(inputs: Page_Title_Lowcost_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queues: low-cost holds`)
};

const fr_page_title_lowcost_holds = /** @type {(inputs: Page_Title_Lowcost_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files de travail : options low-cost`)
};

/**
* | output |
* | --- |
* | "Queues: low-cost holds" |
*
* @param {Page_Title_Lowcost_HoldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_holds = /** @type {((inputs?: Page_Title_Lowcost_HoldsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Lowcost_HoldsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_lowcost_holds(inputs)
	return en_page_title_lowcost_holds(inputs)
});