/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Link_Missing_IdentifierInputs */

const en_link_missing_identifier = /** @type {(inputs: Link_Missing_IdentifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing identifier`)
};

const fr_link_missing_identifier = /** @type {(inputs: Link_Missing_IdentifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`identifier manquant`)
};

/**
* | output |
* | --- |
* | "Missing identifier" |
*
* @param {Link_Missing_IdentifierInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const link_missing_identifier = /** @type {((inputs?: Link_Missing_IdentifierInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Link_Missing_IdentifierInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_link_missing_identifier(inputs)
	return en_link_missing_identifier(inputs)
});