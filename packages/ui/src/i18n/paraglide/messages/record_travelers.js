/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Record_TravelersInputs */

const en_record_travelers = /** @type {(inputs: Record_TravelersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Traveler`);
	return /** @type {LocalizedString} */ (`Travelers`)
	
};

const fr_record_travelers = /** @type {(inputs: Record_TravelersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Voyageur`);
	return /** @type {LocalizedString} */ (`Voyageurs`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Traveler" |
* | * | "Travelers" |
*
* @param {Record_TravelersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_travelers = /** @type {((inputs: Record_TravelersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_TravelersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_travelers(inputs)
	return en_record_travelers(inputs)
});