/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_RequestInputs */

const en_lowcost_xml_request = /** @type {(inputs: Lowcost_Xml_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request`)
};

const fr_lowcost_xml_request = /** @type {(inputs: Lowcost_Xml_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requête`)
};

/**
* | output |
* | --- |
* | "Request" |
*
* @param {Lowcost_Xml_RequestInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_request = /** @type {((inputs?: Lowcost_Xml_RequestInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_RequestInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_request(inputs)
	return en_lowcost_xml_request(inputs)
});