/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Workbench_Change_PriceInputs */

const en_workbench_change_price = /** @type {(inputs: Workbench_Change_PriceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`New price for ${i?.count} traveler`);
	return /** @type {LocalizedString} */ (`New price for ${i?.count} travelers`)
	
};

const fr_workbench_change_price = /** @type {(inputs: Workbench_Change_PriceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nouveau prix pour ${i?.count} voyageur`);
	return /** @type {LocalizedString} */ (`Nouveau prix pour ${i?.count} voyageurs`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "New price for {count} traveler" |
* | * | "New price for {count} travelers" |
*
* @param {Workbench_Change_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workbench_change_price = /** @type {((inputs: Workbench_Change_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workbench_Change_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workbench_change_price(inputs)
	return en_workbench_change_price(inputs)
});