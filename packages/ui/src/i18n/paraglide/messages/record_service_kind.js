/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Record_Service_KindInputs */

const en_record_service_kind = /** @type {(inputs: Record_Service_KindInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "meal") return /** @type {LocalizedString} */ (`Meal`);
	return /** @type {LocalizedString} */ (`Assistance`)
	
};

const fr_record_service_kind = /** @type {(inputs: Record_Service_KindInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "meal") return /** @type {LocalizedString} */ (`Repas`);
	return /** @type {LocalizedString} */ (`Assistance`)
	
};

/**
* | kind | output |
* | --- | --- |
* | "meal" | "Meal" |
* | * | "Assistance" |
*
* @param {Record_Service_KindInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_service_kind = /** @type {((inputs: Record_Service_KindInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Service_KindInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_service_kind(inputs)
	return en_record_service_kind(inputs)
});