/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Message_LongInputs */

const en_lowcost_message_long = /** @type {(inputs: Lowcost_Message_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the message under 2000 characters.`)
};

const fr_lowcost_message_long = /** @type {(inputs: Lowcost_Message_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitez le message à 2000 caractères.`)
};

/**
* | output |
* | --- |
* | "Keep the message under 2000 characters." |
*
* @param {Lowcost_Message_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_message_long = /** @type {((inputs?: Lowcost_Message_LongInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Message_LongInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_message_long(inputs)
	return en_lowcost_message_long(inputs)
});