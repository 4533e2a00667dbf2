/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Choose_OrganizationInputs */

const en_shell_choose_organization = /** @type {(inputs: Shell_Choose_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an organization`)
};

const fr_shell_choose_organization = /** @type {(inputs: Shell_Choose_OrganizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une organisation`)
};

/**
* | output |
* | --- |
* | "Choose an organization" |
*
* @param {Shell_Choose_OrganizationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_choose_organization = /** @type {((inputs?: Shell_Choose_OrganizationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Choose_OrganizationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_shell_choose_organization(inputs)
	return en_shell_choose_organization(inputs)
});