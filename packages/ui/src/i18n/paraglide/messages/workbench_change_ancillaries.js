/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Workbench_Change_AncillariesInputs */

const en_workbench_change_ancillaries = /** @type {(inputs: Workbench_Change_AncillariesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ancillary`);
	return /** @type {LocalizedString} */ (`${i?.count} ancillaries`)
	
};

const fr_workbench_change_ancillaries = /** @type {(inputs: Workbench_Change_AncillariesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} service annexe`);
	return /** @type {LocalizedString} */ (`${i?.count} services annexes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ancillary" |
* | * | "{count} ancillaries" |
*
* @param {Workbench_Change_AncillariesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_ancillaries = /** @type {((inputs: Workbench_Change_AncillariesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_AncillariesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_ancillaries(inputs)
	return en_workbench_change_ancillaries(inputs)
});