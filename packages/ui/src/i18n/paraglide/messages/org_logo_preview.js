/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Logo_PreviewInputs */

const en_org_logo_preview = /** @type {(inputs: Org_Logo_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logo preview`)
};

const fr_org_logo_preview = /** @type {(inputs: Org_Logo_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu du logo`)
};

/**
* | output |
* | --- |
* | "Logo preview" |
*
* @param {Org_Logo_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_logo_preview = /** @type {((inputs?: Org_Logo_PreviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Logo_PreviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_logo_preview(inputs)
	return en_org_logo_preview(inputs)
});