/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_RefusedInputs */

const en_lowcost_xml_refused = /** @type {(inputs: Lowcost_Xml_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

const fr_lowcost_xml_refused = /** @type {(inputs: Lowcost_Xml_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusée`)
};

/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Lowcost_Xml_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_refused = /** @type {((inputs?: Lowcost_Xml_RefusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_RefusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_refused(inputs)
	return en_lowcost_xml_refused(inputs)
});