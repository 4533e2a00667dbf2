/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_CreateInputs */

const en_roles_create = /** @type {(inputs: Roles_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create role`)
};

const fr_roles_create = /** @type {(inputs: Roles_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le rôle`)
};

/**
* | output |
* | --- |
* | "Create role" |
*
* @param {Roles_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_create = /** @type {((inputs?: Roles_CreateInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_CreateInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_create(inputs)
	return en_roles_create(inputs)
});