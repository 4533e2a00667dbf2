/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_SubmitInputs */

const en_roles_checker_submit = /** @type {(inputs: Roles_Checker_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check`)
};

const fr_roles_checker_submit = /** @type {(inputs: Roles_Checker_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier`)
};

/**
* | output |
* | --- |
* | "Check" |
*
* @param {Roles_Checker_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_submit = /** @type {((inputs?: Roles_Checker_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_submit(inputs)
	return en_roles_checker_submit(inputs)
});