/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ end: NonNullable<unknown> }} Record_EndpointInputs */

const en_record_endpoint = /** @type {(inputs: Record_EndpointInputs) => LocalizedString} */ (i) => {
	if (i?.end === "departure") return /** @type {LocalizedString} */ (`Departs`);
	return /** @type {LocalizedString} */ (`Arrives`)
	
};

const fr_record_endpoint = /** @type {(inputs: Record_EndpointInputs) => LocalizedString} */ (i) => {
	if (i?.end === "departure") return /** @type {LocalizedString} */ (`Départ`);
	return /** @type {LocalizedString} */ (`Arrivée`)
	
};

/**
* | end | output |
* | --- | --- |
* | "departure" | "Departs" |
* | * | "Arrives" |
*
* @param {Record_EndpointInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_endpoint = /** @type {((inputs: Record_EndpointInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_EndpointInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_endpoint(inputs)
	return en_record_endpoint(inputs)
});