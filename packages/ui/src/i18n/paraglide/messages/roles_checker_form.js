/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_FormInputs */

const en_roles_checker_form = /** @type {(inputs: Roles_Checker_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check a permission`)
};

const fr_roles_checker_form = /** @type {(inputs: Roles_Checker_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier une autorisation`)
};

/**
* | output |
* | --- |
* | "Check a permission" |
*
* @param {Roles_Checker_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_form = /** @type {((inputs?: Roles_Checker_FormInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_FormInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_form(inputs)
	return en_roles_checker_form(inputs)
});