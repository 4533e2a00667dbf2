/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Markups_Kind_FixedInputs */

const en_markups_kind_fixed = /** @type {(inputs: Markups_Kind_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed MAD per passenger`)
};

const fr_markups_kind_fixed = /** @type {(inputs: Markups_Kind_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant fixe en MAD par passager`)
};

/**
* | output |
* | --- |
* | "Fixed MAD per passenger" |
*
* @param {Markups_Kind_FixedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const markups_kind_fixed = /** @type {((inputs?: Markups_Kind_FixedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Markups_Kind_FixedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_markups_kind_fixed(inputs)
	return en_markups_kind_fixed(inputs)
});