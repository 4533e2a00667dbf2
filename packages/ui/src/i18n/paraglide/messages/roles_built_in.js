/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Built_InInputs */

const en_roles_built_in = /** @type {(inputs: Roles_Built_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in`)
};

const fr_roles_built_in = /** @type {(inputs: Roles_Built_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intégré`)
};

/**
* | output |
* | --- |
* | "Built-in" |
*
* @param {Roles_Built_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_built_in = /** @type {((inputs?: Roles_Built_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Built_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_built_in(inputs)
	return en_roles_built_in(inputs)
});