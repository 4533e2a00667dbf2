/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_UploadInputs */

const en_org_logo_upload = /** @type {(inputs: Org_Logo_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo upload`)
};

const fr_org_logo_upload = /** @type {(inputs: Org_Logo_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du logo`)
};

/**
* | output |
* | --- |
* | "Logo upload" |
*
* @param {Org_Logo_UploadInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_upload = /** @type {((inputs?: Org_Logo_UploadInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_UploadInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_upload(inputs)
	return en_org_logo_upload(inputs)
});