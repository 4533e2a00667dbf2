/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_TitleInputs */

const en_roles_title = /** @type {(inputs: Roles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles & permissions`)
};

const fr_roles_title = /** @type {(inputs: Roles_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles et autorisations`)
};

/**
* | output |
* | --- |
* | "Roles & permissions" |
*
* @param {Roles_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_title = /** @type {((inputs?: Roles_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_title(inputs)
	return en_roles_title(inputs)
});