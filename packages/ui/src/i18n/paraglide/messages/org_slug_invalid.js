/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Slug_InvalidInputs */

const en_org_slug_invalid = /** @type {(inputs: Org_Slug_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lowercase letters, digits and dashes, e.g. atlas-voyages`)
};

const fr_org_slug_invalid = /** @type {(inputs: Org_Slug_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez des minuscules, des chiffres et des tirets, par ex. atlas-voyages`)
};

/**
* | output |
* | --- |
* | "Use lowercase letters, digits and dashes, e.g. atlas-voyages" |
*
* @param {Org_Slug_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_slug_invalid = /** @type {((inputs?: Org_Slug_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Slug_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_slug_invalid(inputs)
	return en_org_slug_invalid(inputs)
});