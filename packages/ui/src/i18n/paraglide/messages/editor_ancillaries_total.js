/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Editor_Ancillaries_TotalInputs */

const en_editor_ancillaries_total = /** @type {(inputs: Editor_Ancillaries_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Total for ${i?.count} ancillary`);
	return /** @type {LocalizedString} */ (`Total for ${i?.count} ancillaries`)
	
};

const fr_editor_ancillaries_total = /** @type {(inputs: Editor_Ancillaries_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Total pour ${i?.count} service annexe`);
	return /** @type {LocalizedString} */ (`Total pour ${i?.count} services annexes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Total for {count} ancillary" |
* | * | "Total for {count} ancillaries" |
*
* @param {Editor_Ancillaries_TotalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const editor_ancillaries_total = /** @type {((inputs: Editor_Ancillaries_TotalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Editor_Ancillaries_TotalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_editor_ancillaries_total(inputs)
	return en_editor_ancillaries_total(inputs)
});