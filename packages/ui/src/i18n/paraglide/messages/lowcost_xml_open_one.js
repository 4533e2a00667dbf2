/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_Open_OneInputs */

const en_lowcost_xml_open_one = /** @type {(inputs: Lowcost_Xml_Open_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a message to read its request and answer.`)
};

const fr_lowcost_xml_open_one = /** @type {(inputs: Lowcost_Xml_Open_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez un message pour lire sa requête et sa réponse.`)
};

/**
* | output |
* | --- |
* | "Open a message to read its request and answer." |
*
* @param {Lowcost_Xml_Open_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_open_one = /** @type {((inputs?: Lowcost_Xml_Open_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_Open_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_open_one(inputs)
	return en_lowcost_xml_open_one(inputs)
});