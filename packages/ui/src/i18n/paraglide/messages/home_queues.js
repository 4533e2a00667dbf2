/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_QueuesInputs */

const en_home_queues = /** @type {(inputs: Home_QueuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queues`)
};

const fr_home_queues = /** @type {(inputs: Home_QueuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files de travail`)
};

/**
* | output |
* | --- |
* | "Queues" |
*
* @param {Home_QueuesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queues = /** @type {((inputs?: Home_QueuesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_QueuesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_queues(inputs)
	return en_home_queues(inputs)
});