/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Workbench_Pending_CountInputs */

const en_workbench_pending_count = /** @type {(inputs: Workbench_Pending_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} pending change`);
	return /** @type {LocalizedString} */ (`${i?.count} pending changes`)
	
};

const fr_workbench_pending_count = /** @type {(inputs: Workbench_Pending_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} modification en attente`);
	return /** @type {LocalizedString} */ (`${i?.count} modifications en attente`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pending change" |
* | * | "{count} pending changes" |
*
* @param {Workbench_Pending_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_pending_count = /** @type {((inputs: Workbench_Pending_CountInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Pending_CountInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_pending_count(inputs)
	return en_workbench_pending_count(inputs)
});