/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Kit_List_EmptyInputs */

const en_kit_list_empty = /** @type {(inputs: Kit_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here yet.`)
};

const fr_kit_list_empty = /** @type {(inputs: Kit_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien pour l'instant.`)
};

/**
* | output |
* | --- |
* | "Nothing here yet." |
*
* @param {Kit_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const kit_list_empty = /** @type {((inputs?: Kit_List_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kit_List_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_kit_list_empty(inputs)
	return en_kit_list_empty(inputs)
});