/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Workbench_Change_Remove_MealInputs */

const en_workbench_change_remove_meal = /** @type {(inputs: Workbench_Change_Remove_MealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove meal ${i?.code}`)
};

const fr_workbench_change_remove_meal = /** @type {(inputs: Workbench_Change_Remove_MealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrait du repas ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Remove meal {code}" |
*
* @param {Workbench_Change_Remove_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_remove_meal = /** @type {((inputs: Workbench_Change_Remove_MealInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_Remove_MealInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_remove_meal(inputs)
	return en_workbench_change_remove_meal(inputs)
});