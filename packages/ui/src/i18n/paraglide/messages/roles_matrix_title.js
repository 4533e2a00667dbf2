/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roles_Matrix_TitleInputs */

const en_roles_matrix_title = /** @type {(inputs: Roles_Matrix_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Permission matrix`)
};

const fr_roles_matrix_title = /** @type {(inputs: Roles_Matrix_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matrice des autorisations`)
};

/**
* | output |
* | --- |
* | "Permission matrix" |
*
* @param {Roles_Matrix_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_matrix_title = /** @type {((inputs?: Roles_Matrix_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Matrix_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_matrix_title(inputs)
	return en_roles_matrix_title(inputs)
});