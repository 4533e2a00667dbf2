/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Workbench_Change_Primary_ContactInputs */

const en_workbench_change_primary_contact = /** @type {(inputs: Workbench_Change_Primary_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primary contact ${i?.name}`)
};

const fr_workbench_change_primary_contact = /** @type {(inputs: Workbench_Change_Primary_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact principal ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Primary contact {name}" |
*
* @param {Workbench_Change_Primary_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_primary_contact = /** @type {((inputs: Workbench_Change_Primary_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_Primary_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_primary_contact(inputs)
	return en_workbench_change_primary_contact(inputs)
});