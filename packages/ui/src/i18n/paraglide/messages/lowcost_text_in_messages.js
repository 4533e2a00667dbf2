/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Text_In_MessagesInputs */

const en_lowcost_text_in_messages = /** @type {(inputs: Lowcost_Text_In_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text in the messages`)
};

const fr_lowcost_text_in_messages = /** @type {(inputs: Lowcost_Text_In_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte dans les messages`)
};

/**
* | output |
* | --- |
* | "Text in the messages" |
*
* @param {Lowcost_Text_In_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_text_in_messages = /** @type {((inputs?: Lowcost_Text_In_MessagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Text_In_MessagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_text_in_messages(inputs)
	return en_lowcost_text_in_messages(inputs)
});