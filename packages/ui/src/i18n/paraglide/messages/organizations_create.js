/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_CreateInputs */

const en_organizations_create = /** @type {(inputs: Organizations_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create organization`)
};

const fr_organizations_create = /** @type {(inputs: Organizations_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une organisation`)
};

/**
* | output |
* | --- |
* | "Create organization" |
*
* @param {Organizations_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_create = /** @type {((inputs?: Organizations_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_create(inputs)
	return en_organizations_create(inputs)
});