/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_MessagesInputs */

const en_lowcost_xml_messages = /** @type {(inputs: Lowcost_Xml_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`XML messages`)
};

const fr_lowcost_xml_messages = /** @type {(inputs: Lowcost_Xml_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages XML`)
};

/**
* | output |
* | --- |
* | "XML messages" |
*
* @param {Lowcost_Xml_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_messages = /** @type {((inputs?: Lowcost_Xml_MessagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_MessagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_messages(inputs)
	return en_lowcost_xml_messages(inputs)
});