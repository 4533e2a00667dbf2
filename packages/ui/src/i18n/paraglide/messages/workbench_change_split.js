/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Workbench_Change_SplitInputs */

const en_workbench_change_split = /** @type {(inputs: Workbench_Change_SplitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Split ${i?.count} traveler off`);
	return /** @type {LocalizedString} */ (`Split ${i?.count} travelers off`)
	
};

const fr_workbench_change_split = /** @type {(inputs: Workbench_Change_SplitInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Division : ${i?.count} voyageur retiré`);
	return /** @type {LocalizedString} */ (`Division : ${i?.count} voyageurs retirés`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Split {count} traveler off" |
* | * | "Split {count} travelers off" |
*
* @param {Workbench_Change_SplitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_split = /** @type {((inputs: Workbench_Change_SplitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_SplitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_split(inputs)
	return en_workbench_change_split(inputs)
});