/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Roles_Checker_RefusedInputs */

const en_roles_checker_refused = /** @type {(inputs: Roles_Checker_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused: ${i?.reason}`)
};

const fr_roles_checker_refused = /** @type {(inputs: Roles_Checker_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refusé : ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Refused: {reason}" |
*
* @param {Roles_Checker_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_checker_refused = /** @type {((inputs: Roles_Checker_RefusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_Checker_RefusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_checker_refused(inputs)
	return en_roles_checker_refused(inputs)
});