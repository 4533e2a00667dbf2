/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Members_Role_OfInputs */

const en_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Role of ${i?.name}`)
};

const fr_members_role_of = /** @type {(inputs: Members_Role_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rôle de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Role of {name}" |
*
* @param {Members_Role_OfInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_role_of = /** @type {((inputs: Members_Role_OfInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Role_OfInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_role_of(inputs)
	return en_members_role_of(inputs)
});