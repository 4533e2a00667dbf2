/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Link_ExpiredInputs */

const en_auth_reset_link_expired = /** @type {(inputs: Auth_Reset_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is invalid or has expired. Ask for a new one below.`)
};

const fr_auth_reset_link_expired = /** @type {(inputs: Auth_Reset_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau ci-dessous.`)
};

/**
* | output |
* | --- |
* | "This reset link is invalid or has expired. Ask for a new one below." |
*
* @param {Auth_Reset_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_link_expired = /** @type {((inputs?: Auth_Reset_Link_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Link_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_link_expired(inputs)
	return en_auth_reset_link_expired(inputs)
});