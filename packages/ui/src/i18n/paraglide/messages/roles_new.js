/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_NewInputs */

const en_roles_new = /** @type {(inputs: Roles_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New role`)
};

const fr_roles_new = /** @type {(inputs: Roles_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau rôle`)
};

/**
* | output |
* | --- |
* | "New role" |
*
* @param {Roles_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_new = /** @type {((inputs?: Roles_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_new(inputs)
	return en_roles_new(inputs)
});