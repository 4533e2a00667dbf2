/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ airline: NonNullable<unknown> }} Lowcost_Xml_IntroInputs */

const en_lowcost_xml_intro = /** @type {(inputs: Lowcost_Xml_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every XML message exchanged with ${i?.airline}, as its help desk asks for them.`)
};

const fr_lowcost_xml_intro = /** @type {(inputs: Lowcost_Xml_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous les messages XML échangés avec ${i?.airline}, tels que son service d'assistance les demande.`)
};

/**
* | output |
* | --- |
* | "Every XML message exchanged with {airline}, as its help desk asks for them." |
*
* @param {Lowcost_Xml_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_xml_intro = /** @type {((inputs: Lowcost_Xml_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Xml_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_xml_intro(inputs)
	return en_lowcost_xml_intro(inputs)
});