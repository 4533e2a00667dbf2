/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Organization_RequiredInputs */

const en_members_organization_required = /** @type {(inputs: Members_Organization_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organization ID is required`)
};

const fr_members_organization_required = /** @type {(inputs: Members_Organization_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'organisation est obligatoire`)
};

/**
* | output |
* | --- |
* | "Organization ID is required" |
*
* @param {Members_Organization_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const members_organization_required = /** @type {((inputs?: Members_Organization_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Organization_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_members_organization_required(inputs)
	return en_members_organization_required(inputs)
});