/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_ResponseInputs */

const en_lowcost_xml_response = /** @type {(inputs: Lowcost_Xml_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response`)
};

const fr_lowcost_xml_response = /** @type {(inputs: Lowcost_Xml_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse`)
};

/**
* | output |
* | --- |
* | "Response" |
*
* @param {Lowcost_Xml_ResponseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_response = /** @type {((inputs?: Lowcost_Xml_ResponseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_ResponseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_response(inputs)
	return en_lowcost_xml_response(inputs)
});