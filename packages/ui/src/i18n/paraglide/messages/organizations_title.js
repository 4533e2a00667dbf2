/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_TitleInputs */

const en_organizations_title = /** @type {(inputs: Organizations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizations`)
};

const fr_organizations_title = /** @type {(inputs: Organizations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisations`)
};

/**
* | output |
* | --- |
* | "Organizations" |
*
* @param {Organizations_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_title = /** @type {((inputs?: Organizations_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_title(inputs)
	return en_organizations_title(inputs)
});