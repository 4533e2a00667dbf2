/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Find_MessagesInputs */

const en_lowcost_find_messages = /** @type {(inputs: Lowcost_Find_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find messages`)
};

const fr_lowcost_find_messages = /** @type {(inputs: Lowcost_Find_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver les messages`)
};

/**
* | output |
* | --- |
* | "Find messages" |
*
* @param {Lowcost_Find_MessagesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_find_messages = /** @type {((inputs?: Lowcost_Find_MessagesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Find_MessagesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_find_messages(inputs)
	return en_lowcost_find_messages(inputs)
});