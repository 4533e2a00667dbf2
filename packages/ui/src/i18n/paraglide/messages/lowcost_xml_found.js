/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_FoundInputs */

const en_lowcost_xml_found = /** @type {(inputs: Lowcost_Xml_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages found`)
};

const fr_lowcost_xml_found = /** @type {(inputs: Lowcost_Xml_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages trouvés`)
};

/**
* | output |
* | --- |
* | "Messages found" |
*
* @param {Lowcost_Xml_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_found = /** @type {((inputs?: Lowcost_Xml_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_found(inputs)
	return en_lowcost_xml_found(inputs)
});