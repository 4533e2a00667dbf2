/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Any_CabinInputs */

const en_markups_any_cabin = /** @type {(inputs: Markups_Any_CabinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any cabin`)
};

const fr_markups_any_cabin = /** @type {(inputs: Markups_Any_CabinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes cabines`)
};

/**
* | output |
* | --- |
* | "Any cabin" |
*
* @param {Markups_Any_CabinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_any_cabin = /** @type {((inputs?: Markups_Any_CabinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Any_CabinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_any_cabin(inputs)
	return en_markups_any_cabin(inputs)
});