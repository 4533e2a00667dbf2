/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Title_Lowcost_Xml_SupportInputs */

const en_page_title_lowcost_xml_support = /** @type {(inputs: Page_Title_Lowcost_Xml_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low-cost airline: XML support`)
};

const fr_page_title_lowcost_xml_support = /** @type {(inputs: Page_Title_Lowcost_Xml_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compagnie low-cost : assistance XML`)
};

/**
* | output |
* | --- |
* | "Low-cost airline: XML support" |
*
* @param {Page_Title_Lowcost_Xml_SupportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_title_lowcost_xml_support = /** @type {((inputs?: Page_Title_Lowcost_Xml_SupportInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Title_Lowcost_Xml_SupportInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_title_lowcost_xml_support(inputs)
	return en_page_title_lowcost_xml_support(inputs)
});