/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_No_OrganizationInputs */

const en_shell_no_organization = /** @type {(inputs: Shell_No_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No organization`)
};

const fr_shell_no_organization = /** @type {(inputs: Shell_No_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune organisation`)
};

/**
* | output |
* | --- |
* | "No organization" |
*
* @param {Shell_No_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_no_organization = /** @type {((inputs?: Shell_No_OrganizationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_No_OrganizationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_no_organization(inputs)
	return en_shell_no_organization(inputs)
});