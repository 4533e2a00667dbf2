/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_NoneInputs */

const en_lowcost_xml_none = /** @type {(inputs: Lowcost_Xml_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No XML message matches: change or clear the filters.`)
};

const fr_lowcost_xml_none = /** @type {(inputs: Lowcost_Xml_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun message XML ne correspond : modifiez ou effacez les filtres.`)
};

/**
* | output |
* | --- |
* | "No XML message matches: change or clear the filters." |
*
* @param {Lowcost_Xml_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_none = /** @type {((inputs?: Lowcost_Xml_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_none(inputs)
	return en_lowcost_xml_none(inputs)
});