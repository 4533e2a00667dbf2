/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Organizations_Role_YouInputs */

const en_organizations_role_you = /** @type {(inputs: Organizations_Role_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} (you)`)
};

const fr_organizations_role_you = /** @type {(inputs: Organizations_Role_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.role} (vous)`)
};

/**
* | output |
* | --- |
* | "{role} (you)" |
*
* @param {Organizations_Role_YouInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_role_you = /** @type {((inputs: Organizations_Role_YouInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Role_YouInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_role_you(inputs)
	return en_organizations_role_you(inputs)
});