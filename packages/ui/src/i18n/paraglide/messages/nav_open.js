/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_OpenInputs */

const en_nav_open = /** @type {(inputs: Nav_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open navigation`)
};

const fr_nav_open = /** @type {(inputs: Nav_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la navigation`)
};

/**
* | output |
* | --- |
* | "Open navigation" |
*
* @param {Nav_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_open = /** @type {((inputs?: Nav_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_open(inputs)
	return en_nav_open(inputs)
});