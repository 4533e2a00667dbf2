/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Xml_Message_LoadingInputs */

const en_lowcost_xml_message_loading = /** @type {(inputs: Lowcost_Xml_Message_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the XML message…`)
};

const fr_lowcost_xml_message_loading = /** @type {(inputs: Lowcost_Xml_Message_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du message XML…`)
};

/**
* | output |
* | --- |
* | "Loading the XML message…" |
*
* @param {Lowcost_Xml_Message_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_message_loading = /** @type {((inputs?: Lowcost_Xml_Message_LoadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_Message_LoadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_message_loading(inputs)
	return en_lowcost_xml_message_loading(inputs)
});