/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Title_RolesInputs */

const en_title_roles = /** @type {(inputs: Title_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles and permissions`)
};

const fr_title_roles = /** @type {(inputs: Title_RolesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles et autorisations`)
};

/**
* | output |
* | --- |
* | "Roles and permissions" |
*
* @param {Title_RolesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const title_roles = /** @type {((inputs?: Title_RolesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Title_RolesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_title_roles(inputs)
	return en_title_roles(inputs)
});