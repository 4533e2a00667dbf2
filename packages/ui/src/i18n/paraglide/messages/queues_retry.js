/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_RetryInputs */

const en_queues_retry = /** @type {(inputs: Queues_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry`)
};

const fr_queues_retry = /** @type {(inputs: Queues_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relancer`)
};

/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Queues_RetryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_retry = /** @type {((inputs?: Queues_RetryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_RetryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_retry(inputs)
	return en_queues_retry(inputs)
});