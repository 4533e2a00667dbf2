/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_QueuesInputs */

const en_nav_queues = /** @type {(inputs: Nav_QueuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queues`)
};

const fr_nav_queues = /** @type {(inputs: Nav_QueuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files de travail`)
};

/**
* | output |
* | --- |
* | "Queues" |
*
* @param {Nav_QueuesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_queues = /** @type {((inputs?: Nav_QueuesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_QueuesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_queues(inputs)
	return en_nav_queues(inputs)
});