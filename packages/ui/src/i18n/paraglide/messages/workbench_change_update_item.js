/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, value: NonNullable<unknown> }} Workbench_Change_Update_ItemInputs */

const en_workbench_change_update_item = /** @type {(inputs: Workbench_Change_Update_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update ${i?.item} to ${i?.value}`)
};

const fr_workbench_change_update_item = /** @type {(inputs: Workbench_Change_Update_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mise à jour de ${i?.item} : ${i?.value}`)
};

/**
* | output |
* | --- |
* | "Update {item} to {value}" |
*
* @param {Workbench_Change_Update_ItemInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_update_item = /** @type {((inputs: Workbench_Change_Update_ItemInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_Update_ItemInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_update_item(inputs)
	return en_workbench_change_update_item(inputs)
});