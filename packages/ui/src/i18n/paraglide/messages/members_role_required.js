/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Role_RequiredInputs */

const en_members_role_required = /** @type {(inputs: Members_Role_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose at least one role.`)
};

const fr_members_role_required = /** @type {(inputs: Members_Role_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins un rôle.`)
};

/**
* | output |
* | --- |
* | "Choose at least one role." |
*
* @param {Members_Role_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_role_required = /** @type {((inputs?: Members_Role_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Role_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_role_required(inputs)
	return en_members_role_required(inputs)
});