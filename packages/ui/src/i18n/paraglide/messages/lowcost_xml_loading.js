/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_LoadingInputs */

const en_lowcost_xml_loading = /** @type {(inputs: Lowcost_Xml_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the XML messages…`)
};

const fr_lowcost_xml_loading = /** @type {(inputs: Lowcost_Xml_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des messages XML…`)
};

/**
* | output |
* | --- |
* | "Loading the XML messages…" |
*
* @param {Lowcost_Xml_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_loading = /** @type {((inputs?: Lowcost_Xml_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_loading(inputs)
	return en_lowcost_xml_loading(inputs)
});