/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Record_Service_StatusInputs */

const en_record_service_status = /** @type {(inputs: Record_Service_StatusInputs) => LocalizedString} */ (i) => {
	if (i?.status === "requested") return /** @type {LocalizedString} */ (`Requested`);
	if (i?.status === "confirmed") return /** @type {LocalizedString} */ (`Confirmed`);
	if (i?.status === "refused") return /** @type {LocalizedString} */ (`Refused`);
	return /** @type {LocalizedString} */ (`Pending`)
	
};

const fr_record_service_status = /** @type {(inputs: Record_Service_StatusInputs) => LocalizedString} */ (i) => {
	if (i?.status === "requested") return /** @type {LocalizedString} */ (`Demandé`);
	if (i?.status === "confirmed") return /** @type {LocalizedString} */ (`Confirmé`);
	if (i?.status === "refused") return /** @type {LocalizedString} */ (`Refusé`);
	return /** @type {LocalizedString} */ (`En attente`)
	
};

/**
* | status | output |
* | --- | --- |
* | "requested" | "Requested" |
* | "confirmed" | "Confirmed" |
* | "refused" | "Refused" |
* | * | "Pending" |
*
* @param {Record_Service_StatusInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const record_service_status = /** @type {((inputs: Record_Service_StatusInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Record_Service_StatusInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_record_service_status(inputs)
	return en_record_service_status(inputs)
});