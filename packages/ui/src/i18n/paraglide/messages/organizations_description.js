/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_DescriptionInputs */

const en_organizations_description = /** @type {(inputs: Organizations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The agencies on Comptoir.`)
};

const fr_organizations_description = /** @type {(inputs: Organizations_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les agences sur Comptoir.`)
};

/**
* | output |
* | --- |
* | "The agencies on Comptoir." |
*
* @param {Organizations_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_description = /** @type {((inputs?: Organizations_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_description(inputs)
	return en_organizations_description(inputs)
});