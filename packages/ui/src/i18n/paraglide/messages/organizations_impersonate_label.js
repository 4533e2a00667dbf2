/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Organizations_Impersonate_LabelInputs */

const en_organizations_impersonate_label = /** @type {(inputs: Organizations_Impersonate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impersonate ${i?.name}`)
};

const fr_organizations_impersonate_label = /** @type {(inputs: Organizations_Impersonate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Emprunter l'identité de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Impersonate {name}" |
*
* @param {Organizations_Impersonate_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const organizations_impersonate_label = /** @type {((inputs: Organizations_Impersonate_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organizations_Impersonate_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_organizations_impersonate_label(inputs)
	return en_organizations_impersonate_label(inputs)
});