/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_AppliesInputs */

const en_markups_applies = /** @type {(inputs: Markups_AppliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applies to offers`)
};

const fr_markups_applies = /** @type {(inputs: Markups_AppliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'applique aux offres`)
};

/**
* | output |
* | --- |
* | "Applies to offers" |
*
* @param {Markups_AppliesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_applies = /** @type {((inputs?: Markups_AppliesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_AppliesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_applies(inputs)
	return en_markups_applies(inputs)
});