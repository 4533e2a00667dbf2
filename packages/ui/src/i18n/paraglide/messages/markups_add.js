/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_AddInputs */

const en_markups_add = /** @type {(inputs: Markups_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add markup`)
};

const fr_markups_add = /** @type {(inputs: Markups_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une majoration`)
};

/**
* | output |
* | --- |
* | "Add markup" |
*
* @param {Markups_AddInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_add = /** @type {((inputs?: Markups_AddInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_AddInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_add(inputs)
	return en_markups_add(inputs)
});