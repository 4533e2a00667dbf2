/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Workbench_Change_Remove_ContactInputs */

const en_workbench_change_remove_contact = /** @type {(inputs: Workbench_Change_Remove_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove contact ${i?.name}`)
};

const fr_workbench_change_remove_contact = /** @type {(inputs: Workbench_Change_Remove_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrait du contact ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove contact {name}" |
*
* @param {Workbench_Change_Remove_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_remove_contact = /** @type {((inputs: Workbench_Change_Remove_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_Remove_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_remove_contact(inputs)
	return en_workbench_change_remove_contact(inputs)
});