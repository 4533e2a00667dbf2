/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Workbench_Ignore_TitleInputs */

const en_workbench_ignore_title = /** @type {(inputs: Workbench_Ignore_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ignore ${i?.count} pending change?`);
	return /** @type {LocalizedString} */ (`Ignore ${i?.count} pending changes?`)
	
};

const fr_workbench_ignore_title = /** @type {(inputs: Workbench_Ignore_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ignorer ${i?.count} modification en attente ?`);
	return /** @type {LocalizedString} */ (`Ignorer ${i?.count} modifications en attente ?`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Ignore {count} pending change?" |
* | * | "Ignore {count} pending changes?" |
*
* @param {Workbench_Ignore_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_ignore_title = /** @type {((inputs: Workbench_Ignore_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Ignore_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_ignore_title(inputs)
	return en_workbench_ignore_title(inputs)
});