/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_No_ActionInputs */

const en_roles_checker_no_action = /** @type {(inputs: Roles_Checker_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one action`)
};

const fr_roles_checker_no_action = /** @type {(inputs: Roles_Checker_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins une action`)
};

/**
* | output |
* | --- |
* | "Choose at least one action" |
*
* @param {Roles_Checker_No_ActionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_no_action = /** @type {((inputs?: Roles_Checker_No_ActionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_No_ActionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_no_action(inputs)
	return en_roles_checker_no_action(inputs)
});