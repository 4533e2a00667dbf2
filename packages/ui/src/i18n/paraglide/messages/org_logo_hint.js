/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_HintInputs */

const en_org_logo_hint = /** @type {(inputs: Org_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG or WebP, at most 1 MB.`)
};

const fr_org_logo_hint = /** @type {(inputs: Org_Logo_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG, JPEG ou WebP, 1 Mo au plus.`)
};

/**
* | output |
* | --- |
* | "PNG, JPEG or WebP, at most 1 MB." |
*
* @param {Org_Logo_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_hint = /** @type {((inputs?: Org_Logo_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_hint(inputs)
	return en_org_logo_hint(inputs)
});