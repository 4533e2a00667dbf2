/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Queues_NobodyInputs */

const en_queues_nobody = /** @type {(inputs: Queues_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody`)
};

const fr_queues_nobody = /** @type {(inputs: Queues_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Queues_NobodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const queues_nobody = /** @type {((inputs?: Queues_NobodyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Queues_NobodyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_queues_nobody(inputs)
	return en_queues_nobody(inputs)
});