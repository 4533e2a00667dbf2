/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown> }} Workbench_Change_Remove_OsiInputs */

const en_workbench_change_remove_osi = /** @type {(inputs: Workbench_Change_Remove_OsiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove OSI remark ${i?.text}`)
};

const fr_workbench_change_remove_osi = /** @type {(inputs: Workbench_Change_Remove_OsiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrait de la remarque OSI ${i?.text}`)
};

/**
* | output |
* | --- |
* | "Remove OSI remark {text}" |
*
* @param {Workbench_Change_Remove_OsiInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_remove_osi = /** @type {((inputs: Workbench_Change_Remove_OsiInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_Remove_OsiInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_remove_osi(inputs)
	return en_workbench_change_remove_osi(inputs)
});