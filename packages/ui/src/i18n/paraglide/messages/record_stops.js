/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Record_StopsInputs */

const en_record_stops = /** @type {(inputs: Record_StopsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stop`);
	return /** @type {LocalizedString} */ (`${i?.count} stops`)
	
};

const fr_record_stops = /** @type {(inputs: Record_StopsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} escale`);
	return /** @type {LocalizedString} */ (`${i?.count} escales`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop" |
* | * | "{count} stops" |
*
* @param {Record_StopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_stops = /** @type {((inputs: Record_StopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_StopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_stops(inputs)
	return en_record_stops(inputs)
});