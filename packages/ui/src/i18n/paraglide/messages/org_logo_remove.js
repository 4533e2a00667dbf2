/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_RemoveInputs */

const en_org_logo_remove = /** @type {(inputs: Org_Logo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove logo`)
};

const fr_org_logo_remove = /** @type {(inputs: Org_Logo_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer le logo`)
};

/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Org_Logo_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_remove = /** @type {((inputs?: Org_Logo_RemoveInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_RemoveInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_remove(inputs)
	return en_org_logo_remove(inputs)
});