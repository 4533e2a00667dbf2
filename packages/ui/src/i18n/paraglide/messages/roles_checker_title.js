/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Checker_TitleInputs */

const en_roles_checker_title = /** @type {(inputs: Roles_Checker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can a role do it?`)
};

const fr_roles_checker_title = /** @type {(inputs: Roles_Checker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un rôle peut-il le faire ?`)
};

/**
* | output |
* | --- |
* | "Can a role do it?" |
*
* @param {Roles_Checker_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_title = /** @type {((inputs?: Roles_Checker_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_title(inputs)
	return en_roles_checker_title(inputs)
});