/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_AnyInputs */

const en_roles_checker_any = /** @type {(inputs: Roles_Checker_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any of these actions is enough (OR)`)
};

const fr_roles_checker_any = /** @type {(inputs: Roles_Checker_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une seule de ces actions suffit (OU)`)
};

/**
* | output |
* | --- |
* | "Any of these actions is enough (OR)" |
*
* @param {Roles_Checker_AnyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_any = /** @type {((inputs?: Roles_Checker_AnyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_AnyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_any(inputs)
	return en_roles_checker_any(inputs)
});