/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Queues_Retry_NameInputs */

const en_queues_retry_name = /** @type {(inputs: Queues_Retry_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retry the issue of ticket ${i?.number}`)
};

const fr_queues_retry_name = /** @type {(inputs: Queues_Retry_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Relancer l'émission du billet ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Retry the issue of ticket {number}" |
*
* @param {Queues_Retry_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_retry_name = /** @type {((inputs: Queues_Retry_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_Retry_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_retry_name(inputs)
	return en_queues_retry_name(inputs)
});