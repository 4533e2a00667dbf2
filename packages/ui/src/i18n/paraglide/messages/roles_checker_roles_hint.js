/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_Roles_HintInputs */

const en_roles_checker_roles_hint = /** @type {(inputs: Roles_Checker_Roles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One or several, comma-separated as stored, e.g. member,admin`)
};

const fr_roles_checker_roles_hint = /** @type {(inputs: Roles_Checker_Roles_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ou plusieurs, séparés par des virgules tels qu'enregistrés, p. ex. member,admin`)
};

/**
* | output |
* | --- |
* | "One or several, comma-separated as stored, e.g. member,admin" |
*
* @param {Roles_Checker_Roles_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_roles_hint = /** @type {((inputs?: Roles_Checker_Roles_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_Roles_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_roles_hint(inputs)
	return en_roles_checker_roles_hint(inputs)
});