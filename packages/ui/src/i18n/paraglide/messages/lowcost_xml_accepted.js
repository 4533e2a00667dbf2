/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_AcceptedInputs */

const en_lowcost_xml_accepted = /** @type {(inputs: Lowcost_Xml_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

const fr_lowcost_xml_accepted = /** @type {(inputs: Lowcost_Xml_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceptée`)
};

/**
* | output |
* | --- |
* | "Accepted" |
*
* @param {Lowcost_Xml_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_accepted = /** @type {((inputs?: Lowcost_Xml_AcceptedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_AcceptedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_accepted(inputs)
	return en_lowcost_xml_accepted(inputs)
});