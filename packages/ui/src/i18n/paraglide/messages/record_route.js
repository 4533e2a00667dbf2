/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Record_RouteInputs */

const en_record_route = /** @type {(inputs: Record_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

const fr_record_route = /** @type {(inputs: Record_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trajet`)
};

/**
* | output |
* | --- |
* | "Route" |
*
* @param {Record_RouteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_route = /** @type {((inputs?: Record_RouteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_RouteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_route(inputs)
	return en_record_route(inputs)
});