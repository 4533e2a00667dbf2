/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Workbench_Change_MealInputs */

const en_workbench_change_meal = /** @type {(inputs: Workbench_Change_MealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meal ${i?.code}`)
};

const fr_workbench_change_meal = /** @type {(inputs: Workbench_Change_MealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repas ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Meal {code}" |
*
* @param {Workbench_Change_MealInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_meal = /** @type {((inputs: Workbench_Change_MealInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_MealInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_meal(inputs)
	return en_workbench_change_meal(inputs)
});