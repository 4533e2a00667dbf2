/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Lowcost_Xml_CodeInputs */

const en_lowcost_xml_code = /** @type {(inputs: Lowcost_Xml_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} XML`)
};

const fr_lowcost_xml_code = /** @type {(inputs: Lowcost_Xml_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} XML`)
};

/**
* | output |
* | --- |
* | "{title} XML" |
*
* @param {Lowcost_Xml_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_code = /** @type {((inputs: Lowcost_Xml_CodeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_CodeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_code(inputs)
	return en_lowcost_xml_code(inputs)
});