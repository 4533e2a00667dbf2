/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lowcost_Find_Messages_FormInputs */

const en_lowcost_find_messages_form = /** @type {(inputs: Lowcost_Find_Messages_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find XML messages`)
};

const fr_lowcost_find_messages_form = /** @type {(inputs: Lowcost_Find_Messages_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver des messages XML`)
};

/**
* | output |
* | --- |
* | "Find XML messages" |
*
* @param {Lowcost_Find_Messages_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lowcost_find_messages_form = /** @type {((inputs?: Lowcost_Find_Messages_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lowcost_Find_Messages_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lowcost_find_messages_form(inputs)
	return en_lowcost_find_messages_form(inputs)
});