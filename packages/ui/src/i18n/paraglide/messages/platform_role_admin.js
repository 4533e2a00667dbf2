/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Platform_Role_AdminInputs */

const en_platform_role_admin = /** @type {(inputs: Platform_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

const fr_platform_role_admin = /** @type {(inputs: Platform_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateur`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Platform_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const platform_role_admin = /** @type {((inputs?: Platform_Role_AdminInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Platform_Role_AdminInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_platform_role_admin(inputs)
	return en_platform_role_admin(inputs)
});