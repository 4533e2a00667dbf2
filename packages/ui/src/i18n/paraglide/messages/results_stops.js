/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Results_StopsInputs */

const en_results_stops = /** @type {(inputs: Results_StopsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} stop`);
	return /** @type {LocalizedString} */ (`${i?.count} stops`)
	
};

const fr_results_stops = /** @type {(inputs: Results_StopsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} escale`);
	return /** @type {LocalizedString} */ (`${i?.count} escales`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} stop" |
* | * | "{count} stops" |
*
* @param {Results_StopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const results_stops = /** @type {((inputs: Results_StopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_StopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_results_stops(inputs)
	return en_results_stops(inputs)
});