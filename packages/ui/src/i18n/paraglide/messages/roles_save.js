/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Roles_SaveInputs */

const en_roles_save = /** @type {(inputs: Roles_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.name}`)
};

const fr_roles_save = /** @type {(inputs: Roles_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Save {name}" |
*
* @param {Roles_SaveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const roles_save = /** @type {((inputs: Roles_SaveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roles_SaveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_roles_save(inputs)
	return en_roles_save(inputs)
});