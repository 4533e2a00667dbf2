/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_MessageInputs */

const en_lowcost_xml_message = /** @type {(inputs: Lowcost_Xml_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`XML message`)
};

const fr_lowcost_xml_message = /** @type {(inputs: Lowcost_Xml_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message XML`)
};

/**
* | output |
* | --- |
* | "XML message" |
*
* @param {Lowcost_Xml_MessageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_message = /** @type {((inputs?: Lowcost_Xml_MessageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_MessageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_message(inputs)
	return en_lowcost_xml_message(inputs)
});