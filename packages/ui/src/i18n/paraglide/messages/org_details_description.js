/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Details_DescriptionInputs */

const en_org_details_description = /** @type {(inputs: Org_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details, changes and deletion.`)
};

const fr_org_details_description = /** @type {(inputs: Org_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails, modifications et suppression.`)
};

/**
* | output |
* | --- |
* | "Details, changes and deletion." |
*
* @param {Org_Details_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const org_details_description = /** @type {((inputs?: Org_Details_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Details_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_org_details_description(inputs)
	return en_org_details_description(inputs)
});