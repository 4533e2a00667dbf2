/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Queues_AllInputs */

const en_home_queues_all = /** @type {(inputs: Home_Queues_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All queues`)
};

const fr_home_queues_all = /** @type {(inputs: Home_Queues_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les files`)
};

/**
* | output |
* | --- |
* | "All queues" |
*
* @param {Home_Queues_AllInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_queues_all = /** @type {((inputs?: Home_Queues_AllInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Queues_AllInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_queues_all(inputs)
	return en_home_queues_all(inputs)
});