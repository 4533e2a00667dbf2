/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_CabinInputs */

const en_markups_cabin = /** @type {(inputs: Markups_CabinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cabin`)
};

const fr_markups_cabin = /** @type {(inputs: Markups_CabinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cabine`)
};

/**
* | output |
* | --- |
* | "Cabin" |
*
* @param {Markups_CabinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_cabin = /** @type {((inputs?: Markups_CabinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_CabinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_cabin(inputs)
	return en_markups_cabin(inputs)
});