/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Workbench_Change_AssistanceInputs */

const en_workbench_change_assistance = /** @type {(inputs: Workbench_Change_AssistanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assistance ${i?.code}`)
};

const fr_workbench_change_assistance = /** @type {(inputs: Workbench_Change_AssistanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assistance ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Assistance {code}" |
*
* @param {Workbench_Change_AssistanceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_assistance = /** @type {((inputs: Workbench_Change_AssistanceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_AssistanceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_assistance(inputs)
	return en_workbench_change_assistance(inputs)
});