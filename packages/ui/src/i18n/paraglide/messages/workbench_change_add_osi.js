/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ remarks: NonNullable<unknown> }} Workbench_Change_Add_OsiInputs */

const en_workbench_change_add_osi = /** @type {(inputs: Workbench_Change_Add_OsiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add OSI remarks: ${i?.remarks}`)
};

const fr_workbench_change_add_osi = /** @type {(inputs: Workbench_Change_Add_OsiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajout de remarques OSI : ${i?.remarks}`)
};

/**
* | output |
* | --- |
* | "Add OSI remarks: {remarks}" |
*
* @param {Workbench_Change_Add_OsiInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_add_osi = /** @type {((inputs: Workbench_Change_Add_OsiInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_Add_OsiInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_add_osi(inputs)
	return en_workbench_change_add_osi(inputs)
});