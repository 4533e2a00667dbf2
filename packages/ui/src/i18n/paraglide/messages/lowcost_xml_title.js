/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_TitleInputs */

const en_lowcost_xml_title = /** @type {(inputs: Lowcost_Xml_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`XML support`)
};

const fr_lowcost_xml_title = /** @type {(inputs: Lowcost_Xml_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support XML`)
};

/**
* | output |
* | --- |
* | "XML support" |
*
* @param {Lowcost_Xml_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_title = /** @type {((inputs?: Lowcost_Xml_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_title(inputs)
	return en_lowcost_xml_title(inputs)
});