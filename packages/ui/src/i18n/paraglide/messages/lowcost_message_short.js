/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Message_ShortInputs */

const en_lowcost_message_short = /** @type {(inputs: Lowcost_Message_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell the airline what is needed, in at least 10 characters.`)
};

const fr_lowcost_message_short = /** @type {(inputs: Lowcost_Message_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites à la compagnie ce qu'il faut, en 10 caractères au moins.`)
};

/**
* | output |
* | --- |
* | "Tell the airline what is needed, in at least 10 characters." |
*
* @param {Lowcost_Message_ShortInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_message_short = /** @type {((inputs?: Lowcost_Message_ShortInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Message_ShortInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_message_short(inputs)
	return en_lowcost_message_short(inputs)
});