/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Slug_HintInputs */

const en_org_slug_hint = /** @type {(inputs: Org_Slug_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and dashes`)
};

const fr_org_slug_hint = /** @type {(inputs: Org_Slug_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minuscules, chiffres et tirets`)
};

/**
* | output |
* | --- |
* | "Lowercase letters, digits and dashes" |
*
* @param {Org_Slug_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_slug_hint = /** @type {((inputs?: Org_Slug_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Slug_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_slug_hint(inputs)
	return en_org_slug_hint(inputs)
});