/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Org_Logo_UploadingInputs */

const en_org_logo_uploading = /** @type {(inputs: Org_Logo_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading… ${i?.percent} %`)
};

const fr_org_logo_uploading = /** @type {(inputs: Org_Logo_UploadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoi… ${i?.percent} %`)
};

/**
* | output |
* | --- |
* | "Uploading… {percent} %" |
*
* @param {Org_Logo_UploadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_uploading = /** @type {((inputs: Org_Logo_UploadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_UploadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_uploading(inputs)
	return en_org_logo_uploading(inputs)
});