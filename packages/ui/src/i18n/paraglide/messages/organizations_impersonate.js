/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organizations_ImpersonateInputs */

const en_organizations_impersonate = /** @type {(inputs: Organizations_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impersonate`)
};

const fr_organizations_impersonate = /** @type {(inputs: Organizations_ImpersonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emprunter l'identité`)
};

/**
* | output |
* | --- |
* | "Impersonate" |
*
* @param {Organizations_ImpersonateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_impersonate = /** @type {((inputs?: Organizations_ImpersonateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_ImpersonateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_impersonate(inputs)
	return en_organizations_impersonate(inputs)
});